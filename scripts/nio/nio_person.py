"""One person's matrix-nio client with end-to-end encryption, as the Matrix tests' nio drivers
(encrypted_dm.py, encrypted_room.py) play it: it logs in with a store of its own, keeps every
notice the bot posts (with whether nio decrypted it and under which Megolm session), and is
driven by syncing until a condition holds.
"""
import json
import sys
import time

from nio import AsyncClient, AsyncClientConfig, RoomMessageNotice

# How long a driver waits for anything it expects from the bot or the homeserver.
PATIENCE_SECONDS = 60

# The initial state that makes a new room encrypted, as Element sends it.
MEGOLM = {"type": "m.room.encryption", "state_key": "", "content": {"algorithm": "m.megolm.v1.aes-sha2"}}


def emit(line):
    """One JSON line on standard output, for the Swift side that reads it as it comes."""
    print(json.dumps(line), flush=True)


def fail(what):
    """Says what went wrong on both outputs and exits 1."""
    emit({"error": what})
    print(what, file=sys.stderr, flush=True)
    sys.exit(1)


class Person:
    def __init__(self, homeserver, user, store, bot):
        self.client = AsyncClient(homeserver, user, store_path=store, config=AsyncClientConfig(encryption_enabled=True))
        self.bot = bot
        self.notices = []
        self.client.add_event_callback(self._on_notice, RoomMessageNotice)

    def _on_notice(self, room, event):
        if event.sender != self.bot:
            return
        notice = {"who": self.client.user_id, "device": self.client.device_id, "notice": event.body,
                  "room": room.room_id, "event": event.event_id, "encrypted": bool(event.decrypted),
                  "session": event.session_id, "sender_key": event.sender_key, "at": event.server_timestamp}
        self.notices.append(notice)
        print(json.dumps(notice), flush=True)

    async def login(self, password, device_name):
        await self.client.login(password, device_name=device_name)
        await self.step()

    async def step(self):
        """One short sync, then the key uploads and queries it shows are due."""
        await self.client.sync(timeout=1000)
        if self.client.should_upload_keys:
            await self.client.keys_upload()
        if self.client.should_query_keys:
            await self.client.keys_query()

    def notices_since(self, count, containing):
        return [notice for notice in self.notices[count:] if containing in (notice["notice"] or "")]

    async def close(self):
        await self.client.close()


async def until(what, check, people):
    """Syncs every one of `people` until `check()` holds; exits 1 (saying what did not come, on
    both outputs, since a failing script's standard output is not shown) after PATIENCE_SECONDS."""
    deadline = time.monotonic() + PATIENCE_SECONDS
    while not check():
        if time.monotonic() > deadline:
            report = json.dumps({"timeout": what, "notices": [n for p in people for n in p.notices]})
            print(report, flush=True)
            print(report, file=sys.stderr, flush=True)
            sys.exit(1)
        for person in people:
            await person.step()
