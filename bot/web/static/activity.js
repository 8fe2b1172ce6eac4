/* The table inside Discord (bot/web/activity.py): on /activity, sign in through Discord's Embedded App SDK (a one-time
   code the bot exchanges) and go on to the channel's table; on the table's page inside Discord, only the SDK's
   handshake (Discord's frame hears the app is alive) and language links that keep Discord's frame parameters. */
import { DiscordSDK } from "./vendor/discord-embedded-app-sdk-2.5.0.js";

const body = document.body;
const W = JSON.parse(body.dataset.words || "{}");
const LANG = body.dataset.lang || document.documentElement.lang || "en";
const params = new URLSearchParams(location.search);
const status = document.getElementById("activity-status");
const say = (text) => { if (status) status.textContent = text; };

function keepFrameInLinks() {
  for (const a of document.querySelectorAll("nav.langs a")) {
    const target = new URLSearchParams(params);
    target.set("lang", a.getAttribute("hreflang"));
    a.setAttribute("href", `?${target}`);
  }
}

async function main() {
  if (!params.has("frame_id")) {  // opened in a browser: the Activity lives inside Discord
    say(W.notInDiscord || "");
    return;
  }
  const clientId = body.dataset.client;
  const sdk = new DiscordSDK(clientId, { disableConsoleLogOverride: true });
  await sdk.ready();
  if (!status) {  // the table's own page
    keepFrameInLinks();
    return;
  }
  const { code } = await sdk.commands.authorize({
    client_id: clientId, response_type: "code", state: "", prompt: "none", scope: ["identify"],
  });
  const answer = await fetch("activity/api/session", {
    method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ code, channel_id: sdk.channelId, lang: LANG }),
  });
  const data = await answer.json().catch(() => ({}));
  if (data.access_token) await sdk.commands.authenticate({ access_token: data.access_token });
  if (!answer.ok || !data.path) {
    say(data.error || W.failed || "");
    body.dataset.state = "refused";
    return;
  }
  location.replace(data.path + location.search);
}

main().catch(() => { say(W.failed || ""); body.dataset.state = "failed"; });
