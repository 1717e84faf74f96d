"""A person on Element's path, played by matrix-nio with end-to-end encryption: opens an encrypted
DM with the bot the way Element does (is_direct, m.room.encryption in the initial state), says
each line of the plan encrypted, and waits for the bot's notice that contains the text expected
(each notice printed says whether it came encrypted and nio decrypted it).

    encrypted_dm.py HOMESERVER USER PASSWORD BOT STORE_DIR STEP...

A STEP is "say:TEXT=>EXPECTED" (the room key shared with the bot's device as nio always does) or
"unshared:TEXT=>EXPECTED" (sent under a fresh Megolm session nio never shares: the bot cannot
read it). Prints one JSON line per notice of the bot, and {"done": true} at the end; exits 1 when
an expected notice does not come within 60 seconds.
"""
import asyncio
import json
import sys
import time

from nio import AsyncClient, AsyncClientConfig, RoomCreateResponse, RoomMessageNotice, RoomPreset
from nio.crypto import OutboundGroupSession


async def main(homeserver, user, password, bot, store, steps):
    client = AsyncClient(homeserver, user, store_path=store, config=AsyncClientConfig(encryption_enabled=True))
    notices = []

    def on_notice(room, event):
        if event.sender == bot:
            notices.append(event.body)
            print(json.dumps({"notice": event.body, "room": room.room_id, "encrypted": bool(event.decrypted)}), flush=True)

    client.add_event_callback(on_notice, RoomMessageNotice)
    await client.login(password, device_name="nio e2e test")

    async def step():
        await client.sync(timeout=1000)
        if client.should_upload_keys:
            await client.keys_upload()
        if client.should_query_keys:
            await client.keys_query()

    async def until(what, check):
        deadline = time.monotonic() + 60
        while not check():
            if time.monotonic() > deadline:
                # on stderr too: a failing script's standard output is not shown
                print(json.dumps({"timeout": what, "notices": notices}), flush=True)
                print(json.dumps({"timeout": what, "notices": notices}), file=sys.stderr, flush=True)
                sys.exit(1)
            await step()

    await step()
    created = await client.room_create(
        is_direct=True, invite=[bot], preset=RoomPreset.trusted_private_chat,
        initial_state=[{"type": "m.room.encryption", "state_key": "", "content": {"algorithm": "m.megolm.v1.aes-sha2"}}])
    if not isinstance(created, RoomCreateResponse):
        print(json.dumps({"error": str(created)}), flush=True)
        sys.exit(1)
    room = created.room_id
    await until("the bot joining", lambda: room in client.rooms and bot in client.rooms[room].users
                and bot not in client.rooms[room].invited_users)
    # the bot's device keys, as any client reads them before its first message
    await until("the bot's device keys", lambda: bool(client.device_store.active_user_devices(bot)))

    for plan in steps:
        kind, _, rest = plan.partition(":")
        text, _, expected = rest.partition("=>")
        if kind == "unshared":
            session = OutboundGroupSession()
            session.shared = True  # nio takes it for shared, and never sends its key to anyone
            client.olm.outbound_group_sessions[room] = session
        seen = len(notices)
        await client.room_send(room, "m.room.message", {"msgtype": "m.text", "body": text}, ignore_unverified_devices=True)
        await until(expected, lambda: any(expected in notice for notice in notices[seen:]))
    print(json.dumps({"done": True, "room": room}), flush=True)
    await client.close()


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:6], sys.argv[6:]))
