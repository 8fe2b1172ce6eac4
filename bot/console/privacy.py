"""The console's ``<user> privacy`` (a mixin of :class:`bot.console.shell.Console`): the privacy note, ``privacy
export`` (the user's data as a JSON file in the output folder, or printed without one) and ``privacy erase`` (then
``privacy erase yes`` to confirm), the same service calls as Discord's /privacy."""
from __future__ import annotations

from bot.console.base import ConsoleParts
from bot.console.usage import UsageError, safe_name
from bot.tables import privacy


class PrivacyCommands(ConsoleParts):
    async def user_privacy(self, user: str, args: list[str]) -> None:
        words = [a.lower() for a in args]
        if not words:
            self.say(self.t("privacy-note", days=self.service.retention_days()))
        elif words == ["export"]:
            data = privacy.export_bytes(await self.service.export_user(user))
            if self.out_dir is None:
                self.say(data.decode("utf-8"))
                return
            path = self.out_dir / f"{safe_name(user)}-personal-data.json"
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
            self.say(self.t("privacy-console-export", name=user, path=str(path)))
        elif words == ["erase"]:
            tables = await self.service.erase_check(user)
            self.say(self.t("privacy-erase-confirm", tables=tables),
                     self.t("privacy-console-confirm", command=f"{user} privacy erase yes"))
        elif words == ["erase", "yes"]:
            self.say(self.t("privacy-erased", tables=await self.service.erase_user(user)))
        else:
            raise UsageError("bot-console-usage", usage=f"{user} privacy [export | erase [yes]]")
