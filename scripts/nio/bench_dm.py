"""The person side of `TownhallBenchmark matrix encrypted`, played by matrix-nio with its vodozemac
encryption: the bot must decrypt every command and encrypt every reply, and nio decrypts them.

    bench_dm.py HOMESERVER BOT STORE_DIR SPEAKER=PASSWORD ROUNDS COMMANDS NEWCOMER=PASSWORD...

1. Commands. SPEAKER opens an encrypted DM (the way Element does: is_direct, m.room.encryption in
   the initial state) and a plain DM with the bot, and says a few untimed `ping`s in each (the
   key claims, Olm sessions and room keys of a first exchange are part 2's). Then, ROUNDS times,
   COMMANDS `ping`s in the plain DM and as many in the encrypted one, one at a time (each sent
   once the reply to the one before was read). Around every batch it prints
   {"begin": KIND, "round": N} and {"end": KIND, "round": N, "answered": N, "decrypted": N,
   "ms": [...]}, and after each waits for a line on standard input, so the benchmark reads the
   bot's and Synapse's CPU time while nothing moves.
2. First answers. Each NEWCOMER in turn logs in (a device of its own, keys uploaded; not timed),
   opens a new DM with the bot, encrypted for the odd-numbered ones and plain for the others, and
   says `ping` once the bot has joined and, when encrypted, once nio knows the bot's device (a
   /keys/query, as Element does before the first message). It prints {"first": KIND, "total_ms":
   invite to reply read, "join_ms": invite to the bot's join seen, "answer_ms": the command sent
   to its reply read (decrypted: nio's key claim and Olm share of its room key, then the bot's
   query, claim, share and Megolm reply), "decrypted": BOOL}, then {"sync_ms": [...]}: bare /sync
   round trips (timeout 0) of the last newcomer, Synapse's own latency on loopback.

Exits 1 with {"error": TEXT} when something expected does not come within 60 seconds.
"""
import asyncio
import os
import sys
import time

from nio import RoomCreateResponse, RoomMessage, RoomPreset, RoomSendResponse

from nio_person import MEGOLM, Person, emit, fail, until

WARM_UP_COMMANDS = 5
SYNC_ROUND_TRIPS = 20


def milliseconds(since):
    return (time.monotonic() - since) * 1000


class Talker:
    """A person who keeps the bot's messages per room: their text and whether nio decrypted them."""

    def __init__(self, homeserver, user, store, bot):
        os.makedirs(store, exist_ok=True)
        self.person = Person(homeserver, user, store, bot)
        self.client = self.person.client
        self.bot = bot
        self.replies = {}
        self.client.add_event_callback(self._on_message, RoomMessage)

    def _on_message(self, room, event):
        if event.sender == self.bot:
            self.replies.setdefault(room.room_id, []).append((getattr(event, "body", "") or "", bool(getattr(event, "decrypted", False))))

    async def open_dm(self, encrypted):
        created = await self.client.room_create(
            is_direct=True, invite=[self.bot], preset=RoomPreset.trusted_private_chat,
            initial_state=[MEGOLM] if encrypted else [])
        if not isinstance(created, RoomCreateResponse):
            fail(f"cannot create a DM: {created}")
        return created.room_id

    def bot_joined(self, room):
        known = self.client.rooms.get(room)
        return known is not None and self.bot in known.users and self.bot not in known.invited_users

    def knows_bot_device(self):
        return any(True for _ in self.client.device_store.active_user_devices(self.bot))

    def answer(self, room, seen, expected):
        return next((decrypted for body, decrypted in self.replies.get(room, [])[seen:] if expected in body), None)

    async def ask(self, room, text, expected="pong"):
        """Says `text` in `room` and syncs until a message of the bot's there says `expected`;
        returns whether nio decrypted it."""
        seen = len(self.replies.get(room, []))
        sent = await self.client.room_send(room, "m.room.message", {"msgtype": "m.text", "body": text},
                                           ignore_unverified_devices=True)
        if not isinstance(sent, RoomSendResponse):
            fail(f"cannot send {text!r}: {sent}")
        await until(f"the reply to {text!r} in {room}", lambda: self.answer(room, seen, expected) is not None, [self.person])
        return self.answer(room, seen, expected)


def wait_for_go():
    if not sys.stdin.readline():
        sys.exit(0)


async def commands(homeserver, bot, store, speaker, rounds, count):
    user, _, password = speaker.partition("=")
    talker = Talker(homeserver, user, os.path.join(store, user), bot)
    await talker.person.login(password, "Townhall benchmark (nio)")
    rooms = {"encrypted": await talker.open_dm(True), "plain": await talker.open_dm(False)}
    await until("the bot to join both DMs and its device keys",
                lambda: all(talker.bot_joined(room) for room in rooms.values()) and talker.knows_bot_device(),
                [talker.person])
    for room in rooms.values():
        for _ in range(WARM_UP_COMMANDS):
            await talker.ask(room, "ping")
    for number in range(1, rounds + 1):
        for kind in ("plain", "encrypted"):
            emit({"begin": kind, "round": number})
            wait_for_go()
            times, decrypted = [], 0
            for _ in range(count):
                start = time.monotonic()
                decrypted += await talker.ask(rooms[kind], "ping")
                times.append(milliseconds(start))
            emit({"end": kind, "round": number, "answered": count, "decrypted": decrypted, "ms": times})
            wait_for_go()
    await talker.client.logout()
    await talker.person.close()


async def first_answers(homeserver, bot, store, newcomers):
    talker = None
    for number, newcomer in enumerate(newcomers, start=1):
        user, _, password = newcomer.partition("=")
        encrypted = number % 2 == 1
        talker = Talker(homeserver, user, os.path.join(store, user), bot)
        await talker.person.login(password, "Townhall benchmark newcomer (nio)")
        start = time.monotonic()
        room = await talker.open_dm(encrypted)
        await until("the bot to join a new DM", lambda: talker.bot_joined(room), [talker.person])
        joined = milliseconds(start)
        if encrypted and not talker.knows_bot_device():
            await talker.client.keys_query()
        asked = time.monotonic()
        decrypted = await talker.ask(room, "ping")
        emit({"first": "encrypted" if encrypted else "plain", "total_ms": milliseconds(start), "join_ms": joined,
              "answer_ms": milliseconds(asked), "decrypted": decrypted})
        if number < len(newcomers):
            await talker.client.logout()
            await talker.person.close()
    trips = []
    for _ in range(SYNC_ROUND_TRIPS):
        start = time.monotonic()
        await talker.client.sync(timeout=0)
        trips.append(milliseconds(start))
    emit({"sync_ms": trips})
    await talker.client.logout()
    await talker.person.close()


async def main(homeserver, bot, store, speaker, rounds, count, newcomers):
    await commands(homeserver, bot, store, speaker, int(rounds), int(count))
    await first_answers(homeserver, bot, store, newcomers)
    emit({"done": True})


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:7], sys.argv[7:]))
