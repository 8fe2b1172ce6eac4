"""The web table (issue 28): a companion web page served by the bot itself, reached through personal signed links.
The contract between its parts is docs/web-table.md."""
