// The part of Discord's Embedded App SDK the Activity uses (bot/web/static/activity.js).
export { DiscordSDK } from "@discord/embedded-app-sdk";
