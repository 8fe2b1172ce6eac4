"""The stand-in checks what Discord checks (issue 29, point 6): Components V2 messages (the flag, nesting, the 40
components and 4000 characters limits, attachment:// media, custom emojis), silent messages, application emojis,
and where user-installable commands may run. Talked to directly: over HTTP (aiohttp) for the payloads discord.py
would never build, and through a discord.py client (real ``LayoutView``s, emojis) for the ones it does."""
from __future__ import annotations

import base64
import io
import json

import aiohttp
import discord
import pytest
from discord import ui

from tests.fake_discord.rest import flatten_errors
from tests.fake_discord.state import EPHEMERAL, IS_COMPONENTS_V2, SUPPRESS_NOTIFICATIONS

PNG = b"\x89PNG\r\n\x1a\n" + b"\0" * 32
V2 = IS_COMPONENTS_V2


# ---- helpers ---------------------------------------------------------------------------------------------------------
@pytest.fixture(autouse=True)
def refusals_expected(fake):
    """These tests send bad bodies on purpose: refusals are answers here, not errors (see the strict test)."""
    fake.strict_messages = False


@pytest.fixture
async def http(fake):
    async with aiohttp.ClientSession(headers={"Authorization": f"Bot {fake.token}"}) as session:
        yield session


async def call(http, fake, method: str, path: str, body=None, files: dict[str, bytes] | None = None):
    """``(status, answer)`` of a request to the fake's API; ``files``: a multipart upload (name -> bytes)."""
    if files:
        form = aiohttp.FormData()
        form.add_field("payload_json", json.dumps(body), content_type="application/json")
        for i, (name, data) in enumerate(files.items()):
            form.add_field(f"files[{i}]", data, filename=name, content_type="image/png")
        kwargs = {"data": form}
    else:
        kwargs = {"json": body}
    async with http.request(method, fake.api_base + path, **kwargs) as r:
        return r.status, (await r.json() if r.status != 204 else None)


def refusal(answer) -> str:
    """The refusal as discord.py would word it: "Invalid Form Body" and one line per path."""
    return "\n".join([answer["message"], *flatten_errors(answer.get("errors"))])


def text(content: str, **extra) -> dict:
    return {"type": 10, "content": content, **extra}


def button(custom_id: str, label: str = "Go", **extra) -> dict:
    return {"type": 2, "style": 1, "label": label, "custom_id": custom_id, **extra}


def row(*components) -> dict:
    return {"type": 1, "components": list(components)}


def container(*components, **extra) -> dict:
    return {"type": 17, "components": list(components), **extra}


def gallery(*urls) -> dict:
    return {"type": 12, "items": [{"media": {"url": u}} for u in urls]}


def menu(custom_id: str, n: int = 3, **extra) -> dict:
    return {"type": 3, "custom_id": custom_id, "options": [{"label": f"o{i}", "value": f"v{i}"} for i in range(n)],
            **extra}


@pytest.fixture
async def client(fake):
    """A discord.py client logged in to the fake (REST only, no gateway)."""
    fake.patch_discord()
    c = discord.Client(intents=discord.Intents.none())
    await c.login(fake.token)
    yield c
    await c.close()
    fake.unpatch_discord()


# ---- Components V2 through discord.py ------------------------------------------------------------------------------
def turn_card(line: str) -> ui.LayoutView:
    view = ui.LayoutView(timeout=None)
    view.add_item(ui.Container(
        ui.MediaGallery(discord.MediaGalleryItem("attachment://table.png", description="the table")),
        ui.TextDisplay(f"## Round 1\n{line}"),
        ui.Separator(spacing=discord.SeparatorSpacing.large),
        ui.Section(ui.TextDisplay("Your turn, alice"), accessory=ui.Button(label="Hand", custom_id="hand")),
        ui.ActionRow(ui.Button(label="Play", custom_id="play"), ui.Button(label="Pass", custom_id="pass")),
        ui.ActionRow(ui.Select(custom_id="pick", options=[discord.SelectOption(label="A", value="a"),
                                                          discord.SelectOption(label="B", value="b")])),
        accent_colour=0x2ECC71))
    return view


async def test_a_layout_view_with_a_picture_is_sent_edited_and_read_back(fake, world, client):
    channel = client.get_partial_messageable(world.channel)
    sent = await channel.send(view=turn_card("alice plays 3"), file=discord.File(io.BytesIO(PNG), "table.png"))
    msg = fake.messages[sent.id]
    assert msg["flags"] & V2 and fake.is_v2(msg) and not fake.is_silent(msg)
    assert fake.text_of(msg) == "## Round 1\nalice plays 3\nYour turn, alice"
    assert [c["custom_id"] for c in fake.components_of(msg)] == ["hand", "play", "pass", "pick"]
    [url] = fake.media_of(msg)  # attachment://table.png resolved to the stored file, as Discord answers
    assert url.endswith("/table.png") and fake.file_of(msg["attachments"][0]) == PNG
    assert isinstance(sent.components[0], discord.Container)  # discord.py reads the answer back

    edited = await sent.edit(view=turn_card("bob plays 7"))  # no attachments sent: the picture stays
    assert edited.id == sent.id and fake.text_of(msg) == "## Round 1\nbob plays 7\nYour turn, alice"
    assert len(msg["attachments"]) == 1 and fake.media_of(msg)[0].endswith("/table.png")

    # the simulated users find the button in a section's accessory and the menu inside the container
    clicked = await fake.click(msg, "hand", user=world.alice)
    chosen = await fake.select(msg, "pick", ["b"], user=world.alice)
    assert clicked.payload["data"]["custom_id"] == "hand" and chosen.payload["data"]["values"] == ["b"]

    with pytest.raises(discord.HTTPException) as refused:
        await sent.edit(content="plain text again")
    assert refused.value.code == 50035 and "In content: 'content' cannot be sent with the IS_COMPONENTS_V2" \
        in str(refused.value)
    assert fake.text_of(msg).startswith("## Round 1") and fake.refused
    fake.refused.clear()


async def test_a_picture_must_be_a_file_of_the_message(fake, world, client):
    channel = client.get_partial_messageable(world.channel)
    with pytest.raises(discord.HTTPException) as refused:
        await channel.send(view=turn_card("x"), file=discord.File(io.BytesIO(PNG), "other.png"))
    assert "attachment://table.png names no file of this message" in str(refused.value)
    sent = await channel.send(view=turn_card("x"), file=discord.File(io.BytesIO(PNG), "table.png"))
    with pytest.raises(discord.HTTPException) as refused:  # the edit drops every file, still points at one
        await sent.edit(view=turn_card("y"), attachments=[])
    assert "attachment://table.png names no file" in str(refused.value)
    await sent.edit(view=turn_card("z"), attachments=[discord.File(io.BytesIO(PNG), "table.png")])
    assert "z" in fake.text_of(fake.messages[sent.id])


async def test_silent_messages_are_recorded(fake, world, client, http):
    channel = client.get_partial_messageable(world.channel)
    quiet = await channel.send("psst", silent=True)
    loud = await channel.send("hey")
    assert fake.is_silent(fake.messages[quiet.id]) and not fake.is_silent(fake.messages[loud.id])
    await quiet.edit(content="psst!")  # an edit keeps it silent
    assert fake.is_silent(fake.messages[quiet.id])
    layout = await channel.send(view=turn_card("x"), file=discord.File(io.BytesIO(PNG), "table.png"), silent=True)
    assert fake.is_silent(fake.messages[layout.id]) and fake.is_v2(fake.messages[layout.id])
    status, answer = await call(http, fake, "POST", f"/channels/{world.channel}/messages",
                                {"content": "x", "flags": 1 << 7})
    assert status == 400 and "Flags 128 cannot be set on a new message" in refusal(answer)
    fake.refused.clear()


# ---- Components V2 refusals over HTTP ------------------------------------------------------------------------------
REFUSED = [
    ("V2 type without the flag", {"components": [text("hi")]},
     "components.0.type: TextDisplay (type 10) needs the IS_COMPONENTS_V2 flag"),
    ("container without the flag", {"content": "x", "components": [container(text("x"))]},
     "components.0.type: Container (type 17) needs the IS_COMPONENTS_V2 flag"),
    ("long content", {"components": [row(button("a"))], "content": "x" * 2001},
     "content: Must be 2000 or fewer in length (got 2001)"),
    ("content with the flag", {"flags": V2, "content": "hi", "components": [text("hi")]},
     "content: 'content' cannot be sent with the IS_COMPONENTS_V2 flag"),
    ("embeds with the flag", {"flags": V2, "embeds": [{"title": "t"}], "components": [text("hi")]},
     "embeds: 'embeds' cannot be sent"),
    ("poll with the flag", {"flags": V2, "poll": {"question": {"text": "?"}}, "components": [text("hi")]},
     "poll: 'poll' cannot be sent"),
    ("no component", {"flags": V2, "components": []}, "needs at least one component"),
    ("container in a container", {"flags": V2, "components": [container(container(text("x")))]},
     "components.0.components.0.type: Container (type 17) cannot be placed in a Container"),
    ("button at the top", {"flags": V2, "components": [button("a")]},
     "components.0.type: Button (type 2) cannot be placed in the top level"),
    ("thumbnail at the top", {"flags": V2, "components": [{"type": 11, "media": {"url": "https://x/a.png"}}]},
     "Thumbnail (type 11) cannot be placed in the top level"),
    ("six buttons in a row", {"flags": V2, "components": [row(*[button(f"b{i}") for i in range(6)])]},
     "components.0.components: an ActionRow holds 1 to 5 components (got 6)"),
    ("a button and a select", {"flags": V2, "components": [row(button("a"), menu("m"))]}, "not both"),
    ("two selects", {"components": [row(menu("m"), menu("n"))]}, "not both"),
    ("empty row", {"components": [row()]}, "an ActionRow holds 1 to 5 components (got 0)"),
    ("four texts in a section", {"flags": V2, "components": [
        {"type": 9, "components": [text("a")] * 4, "accessory": button("a")}]}, "a Section holds 1 to 3"),
    ("section without accessory", {"flags": V2, "components": [{"type": 9, "components": [text("a")]}]},
     "components.0.accessory: a Section needs an accessory"),
    ("select as accessory", {"flags": V2, "components": [
        {"type": 9, "components": [text("a")], "accessory": menu("m")}]},
     "StringSelect (type 3) cannot be placed in a Section's accessory"),
    ("eleven pictures", {"flags": V2, "components": [gallery(*["https://x/a.png"] * 11)]},
     "components.0.items: a MediaGallery holds 1 to 10 items (got 11)"),
    ("picture without url", {"flags": V2, "components": [{"type": 12, "items": [{"media": {}}]}]},
     "components.0.items.0.media.url: Media needs a 'url'"),
    ("unknown attachment", {"flags": V2, "components": [gallery("attachment://nope.png")]},
     "attachment://nope.png names no file of this message"),
    ("ftp picture", {"flags": V2, "components": [gallery("ftp://x/a.png")]}, "must be http(s):// or attachment://"),
    ("accent too big", {"flags": V2, "components": [container(text("x"), accent_color=0x1000000)]},
     "components.0.accent_color: accent_color is an integer 0..0xFFFFFF or null (got 16777216)"),
    ("accent as text", {"flags": V2, "components": [container(text("x"), accent_color="red")]}, "accent_color"),
    ("separator spacing", {"flags": V2, "components": [{"type": 14, "spacing": 3}]},
     "Separator spacing is 1 (small) or 2 (large), got 3"),
    ("41 components", {"flags": V2, "components": [container(*[text(f"t{i}") for i in range(40)])]},
     "at most 40 components counting nested ones (rows, buttons, containers, text displays, ...); this one has 41"),
    ("4001 characters", {"flags": V2, "components": [text("x" * 2000), container(text("y" * 2001))]},
     "The TextDisplays hold 4001 characters in all; at most 4000"),
    ("empty text", {"flags": V2, "components": [text("")]}, "a TextDisplay needs a non-empty 'content'"),
    ("long label", {"components": [row(button("a", "L" * 81))]},
     "components.0.components.0.label: Must be between 0 and 80 in length (got 81"),
    ("long custom_id", {"components": [row(button("c" * 101))]}, "custom_id: Must be between 1 and 100"),
    ("duplicate custom_id", {"flags": V2, "components": [row(button("a")), container(row(button("a")))]},
     "custom_id 'a' is already used by components.0.components.0"),
    ("duplicate id", {"flags": V2, "components": [text("a", id=5), text("b", id=5)]}, "id 5 is already used"),
    ("26 options", {"components": [row(menu("m", 26))]}, "A string select holds 1 to 25 options (got 26)"),
    ("long placeholder", {"components": [row(menu("m", placeholder="p" * 151))]},
     "placeholder: Must be between 0 and 150"),
    ("max_values over options", {"components": [row(menu("m", 2, max_values=3))]},
     "max_values (3) is more than the 2 options"),
    ("button without custom_id", {"components": [row({"type": 2, "style": 1, "label": "x"})]},
     "This component needs a custom_id"),
    ("link button with custom_id", {"components": [row(button("a", style=5, url="https://x"))]},
     "A link button (style 5) cannot have a custom_id"),
    ("unknown emoji", {"components": [row(button("a", emoji={"id": "123", "name": "dice"}))]},
     "components.0.components.0.emoji.id: Invalid emoji: 'dice' (id 123) is not an emoji of this application"),
    ("unknown emoji in an option", {"components": [row({**menu("m"), "options": [
        {"label": "a", "value": "a", "emoji": {"id": "9", "name": "x"}}]})]}, "options.0.emoji.id: Invalid emoji"),
    ("six rows", {"components": [row(button(f"b{i}")) for i in range(6)]},
     "Must be 5 or fewer in length (got 6 action rows"),
]


@pytest.mark.parametrize(("body", "expected"), [c[1:] for c in REFUSED], ids=[c[0] for c in REFUSED])
async def test_invalid_message_bodies_are_refused_with_the_path(fake, world, http, body, expected):
    status, answer = await call(http, fake, "POST", f"/channels/{world.channel}/messages", body)
    assert status == 400 and answer["code"] == 50035, answer
    assert expected in refusal(answer), refusal(answer)
    assert not fake.channel_messages(world.channel) and fake.refused
    fake.refused.clear()


async def test_a_refused_body_fails_the_test_even_if_the_bot_shrugs_it_off(fake, world, http):
    fake.strict_messages = True
    status, _ = await call(http, fake, "POST", f"/channels/{world.channel}/messages",
                           {"components": [row(button("a", "L" * 81))]})
    assert status == 400 and len(fake.errors) == 1
    assert "components.0.components.0.label: Must be between 0 and 80 in length (got 81" in fake.errors[0]
    with pytest.raises(AssertionError, match="Discord would refuse"):
        await fake.wait_for(lambda: False, timeout=1)
    fake.errors.clear()
    # an emoji deleted behind the bot's back is refused, but is no error: the bot is meant to recover from it
    status, answer = await call(http, fake, "POST", f"/channels/{world.channel}/messages",
                                {"components": [row(button("a", emoji={"id": "7", "name": "gone"}))]})
    assert status == 400 and "Invalid emoji: 'gone'" in refusal(answer) and not fake.errors
    fake.refused.clear()


async def test_valid_bodies_at_the_limits_are_accepted(fake, world, http):
    ok = [
        {"content": "x" * 2000, "components": [row(*[button(f"r{r}b{b}") for b in range(5)]) for r in range(5)]},
        {"flags": V2, "components": [container(*[text("x" * 100) for _ in range(39)])]},  # exactly 40
        {"flags": V2, "components": [text("x" * 2000), container(text("y" * 2000), accent_color=0xFFFFFF)]},
        {"flags": V2, "content": "", "embeds": [], "components": [
            {"type": 9, "components": [text("a"), text("b"), text("c")],
             "accessory": {"type": 11, "media": {"url": "https://example.com/a.png"}}},
            {"type": 14, "spacing": 2, "divider": False}, gallery(*["https://example.com/a.png"] * 10),
            row({"type": 2, "style": 5, "label": "Rules", "url": "https://example.com"}),
            row(menu("m", 25, min_values=0, max_values=25, placeholder="p" * 150))]},
        {"components": [row(button("u", emoji={"name": "🎲"}))]},
    ]
    for body in ok:
        status, answer = await call(http, fake, "POST", f"/channels/{world.channel}/messages", body)
        assert status == 200, refusal(answer)
    status, answer = await call(http, fake, "POST", f"/channels/{world.channel}/messages", {})
    assert status == 400 and answer["code"] == 50006  # Cannot send an empty message
    fake.refused.clear()


async def test_the_v2_flag_stays_and_a_classic_message_can_switch(fake, world, http):
    path = f"/channels/{world.channel}/messages"
    _, card = await call(http, fake, "POST", path, {"flags": V2, "components": [text("a")]})
    status, answer = await call(http, fake, "PATCH", f"{path}/{card['id']}", {"flags": 0, "components": [text("b")]})
    assert status == 400 and "IS_COMPONENTS_V2 (1<<15) cannot be removed" in refusal(answer)
    status, answer = await call(http, fake, "PATCH", f"{path}/{card['id']}", {"components": [text("b")]})
    assert status == 200 and answer["flags"] & V2 and fake.text_of(answer) == "b"
    status, answer = await call(http, fake, "PATCH", f"{path}/{card['id']}", {"components": []})
    assert status == 400 and "at least one component" in refusal(answer)

    _, plain = await call(http, fake, "POST", path, {"content": "old words"})
    status, answer = await call(http, fake, "PATCH", f"{path}/{plain['id']}", {"flags": V2, "components": [text("x")]})
    assert status == 400 and "must set it to null" in refusal(answer)
    status, answer = await call(http, fake, "PATCH", f"{path}/{plain['id']}",
                                {"flags": V2, "content": None, "components": [text("x")]})
    assert status == 200 and answer["flags"] & V2 and fake.text_of(answer) == "x"
    fake.refused.clear()


# ---- interaction responses, follow-ups, @original ----------------------------------------------------------------
async def sync(http, fake, commands, guild: int | None = None):
    where = f"/guilds/{guild}" if guild else ""
    return await call(http, fake, "PUT", f"/applications/{fake.app_id}{where}/commands", commands)


async def test_v2_on_interaction_callbacks_followups_and_original_edits(fake, world, http):
    await sync(http, fake, [{"name": "table", "description": "the table", "type": 1}])
    run = await fake.slash("table", user=world.alice, channel=world.channel)
    cb = f"/interactions/{run.id}/{run.token}/callback"
    hook = f"/webhooks/{fake.app_id}/{run.token}"
    status, answer = await call(http, fake, "POST", cb, {"type": 4, "data": {"content": "x", "flags": V2,
                                                                              "components": [text("a")]}})
    assert status == 400 and "'content' cannot be sent" in refusal(answer) and not run.acknowledged
    card = {"flags": V2 | SUPPRESS_NOTIFICATIONS, "components": [
        container(gallery("attachment://table.png"), text("Round 1"), row(button("play")))]}
    status, _ = await call(http, fake, "POST", cb, {"type": 4, "data": card}, files={"table.png": PNG})
    assert status == 204 and run.acknowledged
    original = fake.messages[run.original_id]
    assert fake.is_silent(original) and fake.text_of(original) == "Round 1"

    status, answer = await call(http, fake, "PATCH", f"{hook}/messages/@original",
                                {"components": [container(gallery("attachment://table.png"), text("Round 2"))]})
    assert status == 200 and fake.text_of(original) == "Round 2" and fake.media_of(original)[0].endswith("/table.png")
    status, answer = await call(http, fake, "PATCH", f"{hook}/messages/@original", {"content": "plain"})
    assert status == 400 and "'content' cannot be sent" in refusal(answer)

    status, answer = await call(http, fake, "POST", hook, {"flags": V2, "components": [row(button("a"))] * 2})
    assert status == 400 and "custom_id 'a' is already used" in refusal(answer)
    status, answer = await call(http, fake, "POST", hook, {"flags": V2 | EPHEMERAL | SUPPRESS_NOTIFICATIONS,
                                                            "components": [text("just for you")]})
    assert status == 200 and fake.is_silent(answer) and answer["flags"] & EPHEMERAL

    # a click on a button inside the container, answered with an update (type 7) of that message
    status, posted = await call(http, fake, "POST", f"/channels/{world.channel}/messages",
                                {"flags": V2, "components": [container(text("pick"), row(button("go")))]})
    click = await fake.click(posted, "go", user=world.bob)
    cb = f"/interactions/{click.id}/{click.token}/callback"
    status, answer = await call(http, fake, "POST", cb, {"type": 7, "data": {"flags": 0, "content": "done",
                                                                              "components": []}})
    assert status == 400 and "cannot be removed" in refusal(answer) and not click.acknowledged
    status, _ = await call(http, fake, "POST", cb, {"type": 7, "data": {"components": [text("done")]}})
    assert status == 204 and fake.text_of(posted) == "done" and not fake.components_of(posted)
    fake.refused.clear()


# ---- application emojis ---------------------------------------------------------------------------------------
async def test_application_emojis_through_discord_py(fake, world, client, http):
    dice = await client.create_application_emoji(name="dice", image=PNG)
    assert fake.app_emoji("dice")["id"] == str(dice.id) and fake.emoji_images[dice.id] == PNG
    assert [e.name for e in await client.fetch_application_emojis()] == ["dice"]
    assert (await client.fetch_application_emoji(dice.id)).name == "dice"
    with pytest.raises(discord.HTTPException) as refused:
        await client.create_application_emoji(name="dice", image=PNG)
    assert refused.value.code == 50035 and "An application emoji named 'dice' already exists" in str(refused.value)
    coin = await client.create_application_emoji(name="coin", image=b"GIF89a" + b"\0" * 8)
    assert coin.animated
    with pytest.raises(discord.HTTPException):
        await coin.edit(name="dice")
    coin = await coin.edit(name="coin_2")
    assert fake.app_emoji("coin_2") is not None

    # a button may show the app's emoji; once it is gone (deleted behind the bot's back), Discord refuses it
    channel = client.get_partial_messageable(world.channel)
    view = ui.View()
    view.add_item(ui.Button(label="Roll", custom_id="roll", emoji=dice))
    await channel.send("roll!", view=view)
    assert fake.drop_app_emoji("dice") and not fake.drop_app_emoji("dice")
    assert [e.name for e in await client.fetch_application_emojis()] == ["coin_2"]
    with pytest.raises(discord.HTTPException) as refused:
        await channel.send("roll!", view=view)
    assert "Invalid emoji: 'dice'" in str(refused.value)
    await coin.delete()
    assert not fake.app_emojis
    with pytest.raises(discord.NotFound):
        await client.fetch_application_emoji(coin.id)
    fake.refused.clear()


@pytest.mark.parametrize(("body", "expected"), [
    ({"name": "a", "image": "data:image/png;base64," + base64.b64encode(PNG).decode()}, "2 to 32 letters"),
    ({"name": "has-dash", "image": "data:image/png;base64," + base64.b64encode(PNG).decode()}, "2 to 32 letters"),
    ({"name": "x" * 33, "image": "data:image/png;base64," + base64.b64encode(PNG).decode()}, "2 to 32 letters"),
    ({"name": "ok", "image": base64.b64encode(PNG).decode()}, "image must be a data URI"),
    ({"name": "ok", "image": "data:image/bmp;base64,Qk0="}, "image must be a data URI"),
    ({"name": "ok", "image": "data:image/png;base64,R0lGODlh"}, "image bytes are not a PNG file"),
    ({"name": "ok", "image": "data:image/png;base64,%%%"}, "not valid base64"),
    ({"name": "ok", "image": "data:image/png;base64," + base64.b64encode(PNG + b"\0" * 262144).decode()},
     "an emoji is at most 262144 (256 KiB)"),
])
async def test_invalid_emoji_uploads_are_refused(fake, http, body, expected):
    status, answer = await call(http, fake, "POST", f"/applications/{fake.app_id}/emojis", body)
    assert status == 400 and answer["code"] == 50035 and expected in refusal(answer), answer
    fake.refused.clear()


async def test_an_application_has_at_most_2000_emojis(fake, http):
    for i in range(2000):
        fake.add_app_emoji(f"e{i}")
    image = "data:image/png;base64," + base64.b64encode(PNG).decode()
    status, answer = await call(http, fake, "POST", f"/applications/{fake.app_id}/emojis", {"name": "one_more",
                                                                                            "image": image})
    assert status == 400 and answer["code"] == 30008
    status, answer = await call(http, fake, "GET", f"/applications/{fake.app_id}/emojis")
    assert status == 200 and len(answer["items"]) == 2000
    status, _ = await call(http, fake, "GET", f"/applications/{fake.app_id}/emojis/1")
    assert status == 404
    fake.refused.clear()


# ---- user-installable commands ----------------------------------------------------------------------------------
async def test_command_sync_checks_installs_and_contexts(fake, world, http):
    status, answer = await sync(http, fake, [
        {"name": "mygames", "description": "d", "integration_types": [0, 1], "contexts": [0, 1, 2]},
        {"name": "table", "description": "d", "contexts": None, "integration_types": None}])
    assert status == 200 and answer[1]["integration_types"] == [0] and answer[1]["contexts"] is None
    for bad, expected in (({"integration_types": [0, 2]}, "0.integration_types.1: /x: 2 is not one of"),
                          ({"contexts": [3]}, "0.contexts.0: /x: 3 is not one of 0 GUILD"),
                          ({"contexts": []}, "'contexts' is a non-empty list"),
                          ({"contexts": [0, 0]}, "names a value twice")):
        status, answer = await sync(http, fake, [{"name": "x", "description": "d", **bad}])
        assert status == 400 and expected in refusal(answer), refusal(answer)
    # a server command may carry them (discord.py's copy_global_to does); they change nothing there
    status, answer = await sync(http, fake, [{"name": "x", "description": "d", "contexts": [0, 1],
                                              "integration_types": [0, 1]}], guild=world.guild)
    assert status == 200 and len(fake.commands["global"]) == 2
    status, answer = await sync(http, fake, [{"name": "x", "description": "d", "contexts": [5]}], guild=world.guild)
    assert status == 400 and "5 is not one of" in refusal(answer)
    with pytest.raises(AssertionError, match="/x was never synced"):  # not in a DM: it lives in its server
        await fake.slash("x", user=world.alice, dm=True)
    with pytest.raises(AssertionError, match="/x is not offered to a user install"):
        await fake.slash("x", user=world.alice, channel=world.channel, user_install=True)
    await fake.slash("x", user=world.alice, channel=world.channel)
    fake.refused.clear()


async def test_slash_in_a_dm_and_as_a_user_install(fake, world, http, client):
    await sync(http, fake, [
        {"name": "mygames", "description": "d", "integration_types": [0, 1], "contexts": [0, 1, 2]},
        {"name": "table", "description": "d"},                        # Discord's defaults
        {"name": "start", "description": "d", "dm_permission": False},
        {"name": "join", "description": "d", "contexts": [0]}])
    run = await fake.slash("mygames", user=world.alice, dm=True)
    p = run.payload
    assert fake.channels[run.channel_id]["type"] == 1 and run.channel_id == fake.dm_channel_of(world.alice)
    assert "guild_id" not in p and "member" not in p and p["user"]["id"] == str(world.alice)
    assert p["context"] == 1 and p["authorizing_integration_owners"] == {"0": "0"}
    interaction = discord.Interaction(data=p, state=client._connection)  # discord.py reads it as a DM command
    assert interaction.guild_id is None and interaction.context.dm_channel \
        and not interaction.is_user_integration()

    mine = await fake.slash("mygames", user=world.bob, dm=True, user_install=True)
    assert mine.payload["authorizing_integration_owners"] == {"1": str(world.bob)}
    assert discord.Interaction(data=mine.payload, state=client._connection).is_user_integration()
    there = await fake.slash("mygames", user=world.bob, channel=world.channel, user_install=True)
    assert there.payload["context"] == 0 and there.payload["guild_id"] == str(world.guild)
    await fake.slash("table", user=world.alice, dm=True)  # no contexts: servers and the bot's DM

    with pytest.raises(AssertionError, match=r"/start is not offered in a DM with the bot .*dm_permission=False"):
        await fake.slash("start", user=world.alice, dm=True)
    with pytest.raises(AssertionError, match=r"/join is not offered in a DM with the bot \(.*contexts=\[0\]"):
        await fake.slash("join", user=world.alice, dm=True)
    with pytest.raises(AssertionError, match=r"/table is not offered to a user install \(integration_types=\[0\]"):
        await fake.slash("table", user=world.alice, dm=True, user_install=True)
    await fake.slash("join", user=world.alice, channel=world.channel)

    # the answer goes to the DM channel
    cb = f"/interactions/{run.id}/{run.token}/callback"
    status, _ = await call(http, fake, "POST", cb, {"type": 4, "data": {"flags": V2, "components": [text("yours")]}})
    assert status == 204 and fake.text_of(fake.dms_to(world.alice)[-1]) == "yours"
