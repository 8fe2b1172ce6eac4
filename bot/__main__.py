"""``python -m bot`` runs the Discord bot (see bot.main)."""
import sys

from bot.main import main

sys.exit(main())
