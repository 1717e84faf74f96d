"""One speaker of a conversation script in encrypted rooms, played by matrix-nio with its
vodozemac encryption for the Swift script player (MatrixScriptRunner with encrypted DMs): it
opens an encrypted DM with the bot the way Element does (is_direct, m.room.encryption in the
initial state) and an encrypted private room for the player's sentinel, then says what the
player asks and hands back what the bot says there, decrypted.

    script_speaker.py HOMESERVER USER PASSWORD BOT STORE_DIR SENTINEL_NAME

Standard input, one JSON object a line: {"say": TEXT, "room": ROOM_ID}, sent encrypted in that
room. Standard output, one JSON object a line:

    {"rooms": {"direct": ROOM_ID, "sentinel": ROOM_ID}}     once both are ready (the bot joined
                                                            them and its device keys are known)
    {"messages": [{"room", "body", "mentions", "encrypted"}]}  the bot's messages in those rooms
                                                            that one sync brought, in order
    {"error": TEXT}                                         and exit 1: something did not come

One line per sync, not per message: the player takes what one sync showed at once, so a reply
is never seen after the sentinel's answer that followed it. When standard input closes it
logs out (its device goes) and ends.
"""
import asyncio
import json
import sys

from nio import RoomCreateResponse, RoomMessage, RoomPreset, RoomSendResponse

from nio_person import MEGOLM, Person, emit, fail, until


class Speaker:
    def __init__(self, homeserver, user, store, bot):
        self.person = Person(homeserver, user, store, bot)
        self.client = self.person.client
        self.bot = bot
        self.rooms = set()
        self.batch = []
        self.client.add_event_callback(self._on_message, RoomMessage)

    def _on_message(self, room, event):
        if event.sender != self.bot or room.room_id not in self.rooms:
            return
        content = event.source.get("content", {})
        mentions = (content.get("m.mentions") or {}).get("user_ids") or []
        self.batch.append({"room": room.room_id, "body": content.get("body", ""), "mentions": mentions,
                           "encrypted": bool(getattr(event, "decrypted", False))})

    async def open(self, **fields):
        created = await self.client.room_create(invite=[self.bot], initial_state=[MEGOLM], **fields)
        if not isinstance(created, RoomCreateResponse):
            fail(f"cannot create a room: {created}")
        self.rooms.add(created.room_id)
        return created.room_id

    def bot_joined(self, room):
        known = self.client.rooms.get(room)
        return known is not None and self.bot in known.users and self.bot not in known.invited_users

    async def say(self, room, text):
        sent = await self.client.room_send(room, "m.room.message", {"msgtype": "m.text", "body": text},
                                           ignore_unverified_devices=True)
        if not isinstance(sent, RoomSendResponse):
            fail(f"cannot send {text!r}: {sent}")

    async def listen(self):
        """Syncs for ever, handing back the bot's messages of each sync as one line."""
        while True:
            await self.client.sync(timeout=5000)
            if self.client.should_upload_keys:
                await self.client.keys_upload()
            if self.client.should_query_keys:
                await self.client.keys_query()
            if self.batch:
                emit({"messages": self.batch})
                self.batch = []


async def main(homeserver, user, password, bot, store, sentinel_name):
    speaker = Speaker(homeserver, user, store, bot)
    await speaker.person.login(password, "Townhall script speaker (nio)")
    direct = await speaker.open(is_direct=True, preset=RoomPreset.trusted_private_chat)
    sentinel = await speaker.open(preset=RoomPreset.private_chat, name=sentinel_name)
    # the bot's device keys, as any client reads them before its first message
    await until("the bot to join both rooms and its device keys",
                lambda: speaker.bot_joined(direct) and speaker.bot_joined(sentinel)
                and any(True for _ in speaker.client.device_store.active_user_devices(bot)), [speaker.person])
    emit({"rooms": {"direct": direct, "sentinel": sentinel}})
    listening = asyncio.create_task(speaker.listen())
    loop = asyncio.get_running_loop()
    while True:
        line = await loop.run_in_executor(None, sys.stdin.readline)
        if not line:
            break
        order = json.loads(line)
        await speaker.say(order["room"], order["say"])
    listening.cancel()
    # the device goes with the play: plays pile up on one homeserver, and the bot shares each
    # room key with every device of a person
    await speaker.client.logout()
    await speaker.client.close()


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:7]))
