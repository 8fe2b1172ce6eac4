"""The 💡 hint through the real bot and the Discord stand-in (issue 30): the turn card of a ``hints=on`` table
carries the button; a press is deferred privately (the search runs off the event loop) and answered by a private
followup in the presser's language; nothing reaches the channel."""
from __future__ import annotations

from tests.fake_discord.components_v2 import controls, said
from tests.wire.test_wire_cards import cards_in, public, run

OPTIONS = {"game": "dragons", "options": "mode=rounds rounds=1 hints=on"}


async def test_the_hint_button_answers_privately_after_a_deferral(fake, world, bot, service):
    await run(fake, "create", user=world.alice, channel=world.channel, options=OPTIONS)
    await run(fake, "join", user=world.bob, channel=world.channel)
    await run(fake, "start", user=world.alice, channel=world.channel)
    await fake.wait_for(lambda: cards_in(fake, world.channel))
    card = cards_in(fake, world.channel)[-1]
    hint = [c["custom_id"] for c in controls(card) if c["custom_id"].endswith(":h:")]
    assert hint and any((c.get("label") or "").startswith("💡") for c in controls(card))
    before = len(public(fake, world.channel))
    press = await fake.click(card, hint[0], user=world.bob, locale="pl")
    await fake.wait_for(lambda: press.acknowledged and press.original_id is not None
                        and not fake.messages[press.original_id]["flags"] & (1 << 7))
    answer = fake.messages[press.original_id]
    assert answer["flags"] & (1 << 6)  # ephemeral
    assert said(answer).startswith("💡 Podpowiedź komputera (widzisz ją tylko ty)")
    assert "% symulacji" in said(answer)
    assert len(public(fake, world.channel)) == before  # nothing in the channel
