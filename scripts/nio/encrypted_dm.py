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

from nio import RoomCreateResponse, RoomPreset
from nio.crypto import OutboundGroupSession

from nio_person import Person, until


async def main(homeserver, user, password, bot, store, steps):
    person = Person(homeserver, user, store, bot)
    client = person.client
    await person.login(password, "nio e2e test")
    created = await client.room_create(
        is_direct=True, invite=[bot], preset=RoomPreset.trusted_private_chat,
        initial_state=[{"type": "m.room.encryption", "state_key": "", "content": {"algorithm": "m.megolm.v1.aes-sha2"}}])
    if not isinstance(created, RoomCreateResponse):
        print(json.dumps({"error": str(created)}), flush=True)
        sys.exit(1)
    room = created.room_id
    await until("the bot joining", lambda: room in client.rooms and bot in client.rooms[room].users
                and bot not in client.rooms[room].invited_users, [person])
    # the bot's device keys, as any client reads them before its first message
    await until("the bot's device keys", lambda: any(True for _ in client.device_store.active_user_devices(bot)), [person])

    for plan in steps:
        kind, _, rest = plan.partition(":")
        text, _, expected = rest.partition("=>")
        if kind == "unshared":
            session = OutboundGroupSession()
            session.shared = True  # nio takes it for shared, and never sends its key to anyone
            client.olm.outbound_group_sessions[room] = session
        seen = len(person.notices)
        await client.room_send(room, "m.room.message", {"msgtype": "m.text", "body": text}, ignore_unverified_devices=True)
        await until(expected, lambda: person.notices_since(seen, expected), [person])
    print(json.dumps({"done": True, "room": room}), flush=True)
    await person.close()


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:6], sys.argv[6:]))
