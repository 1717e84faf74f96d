"""People in an encrypted Matrix room with the bot (not a DM: m.room.encryption in the initial
state of a private room), played by matrix-nio with its vodozemac encryption, for what the bot's
outbound Megolm sessions must do. Each run prints one JSON line per notice of the bot that a
person's device received (decrypted or not, with its Megolm session id), then one
{"result": {...}} line with what the scenario found; the test checks the result.

    encrypted_room.py HOMESERVER BOT STORE_DIR SCENARIO ARGUMENT...

A PERSON argument is USER_ID=PASSWORD. Scenarios:

    leave PERSON PERSON PERSON     three people and the bot; the first asks, all three read the
                                   answer; the third leaves; the second asks: is the answer under
                                   a new session, and does the leaver's store hold its key?
    new-device PERSON PERSON       two people and the bot; the first asks; the second logs in on a
                                   second device (a store of its own); the first asks again: can
                                   the new device read the answer?
    before-restart PERSON          one person and the bot; asks once, then encrypts a second
                                   question under the same Megolm session without sending it:
                                   the result holds it, the room and the login to go on with
    after-restart USER_ID DEVICE_ID ACCESS_TOKEN ROOM PENDING_JSON
                                   the same device again (its store), sends that question as it
                                   was encrypted before the bot's restart, and reads the answer
    invited VISIBILITY PERSON PERSON
                                   the room's m.room.history_visibility set to VISIBILITY; the
                                   second person is invited but does not join while the first
                                   asks: does their store hold the answer's key? Then they join,
                                   the first asks again: can they read that answer?
    react PERSON PERSON            two people and the bot; the second asks a question; the first
                                   reacts to the bot's answer with a like (encrypted, as nio sends
                                   every event of the room), then with another: the second must be
                                   refused ("already upvoted") in a DM, which shows the first counted
    cross-signing PERSON           reads the bot's keys with /keys/query and checks, with
                                   vodozemac's ed25519, that the bot's master key signed its
                                   self-signing key and that one signed the bot's device

Exits 1 when something expected does not come within a minute.
"""
import asyncio
import json
import os
import sys

import vodozemac
from nio import Api, MegolmEvent, RoomCreateResponse, RoomGetEventResponse, RoomPreset, RoomSendResponse

from nio_person import PATIENCE_SECONDS, Person, until

MEGOLM = {"type": "m.room.encryption", "state_key": "", "content": {"algorithm": "m.megolm.v1.aes-sha2"}}
QUESTION = "!ping"
ANSWER = "pong"


class Scene:
    def __init__(self, homeserver, bot, store_dir):
        self.homeserver = homeserver
        self.bot = bot
        self.store_dir = store_dir
        self.people = []

    async def person(self, credentials, device_name):
        user, _, password = credentials.partition("=")
        store = os.path.join(self.store_dir, f"{user}-{len(self.people)}")
        os.makedirs(store, exist_ok=True)
        person = Person(self.homeserver, user, store, self.bot)
        person.client.add_event_callback(lambda room, event: self._undecrypted(person, room, event), MegolmEvent)
        await person.login(password, device_name)
        self.people.append(person)
        return person

    @staticmethod
    def _undecrypted(person, room, event):
        if event.sender == person.bot:
            notice = {"who": person.client.user_id, "device": person.client.device_id, "notice": None,
                      "room": room.room_id, "event": event.event_id, "encrypted": False,
                      "session": event.session_id, "at": event.server_timestamp, "undecrypted": True}
            person.notices.append(notice)
            print(json.dumps(notice), flush=True)

    async def open_room(self, creator, members, invited=(), visibility=None):
        """An encrypted private room made by `creator`, every one of `members` and the bot invited
        and joined (those `invited` only invited), once each person's client knows the bot's
        device; `visibility` sets its history visibility."""
        state = [MEGOLM] + ([{"type": "m.room.history_visibility", "state_key": "", "content": {"history_visibility": visibility}}]
                            if visibility else [])
        created = await creator.client.room_create(
            preset=RoomPreset.private_chat, invite=[m.client.user_id for m in list(members) + list(invited)] + [self.bot],
            initial_state=state)
        if not isinstance(created, RoomCreateResponse):
            fail({"error": str(created)})
        room = created.room_id
        for member in members:
            await until(f"{member.client.user_id} invited", lambda: room in member.client.invited_rooms, [member])
            await member.client.join(room)
        everyone = [creator] + members
        await until("everyone and the bot joined", lambda: all(
            room in p.client.rooms and all(u in p.client.rooms[room].users for u in [self.bot] + [q.client.user_id for q in everyone])
            for p in everyone), everyone)
        await until("the bot's device keys", lambda: all(any(True for _ in p.client.device_store.active_user_devices(self.bot)) for p in everyone), everyone)
        return room

    async def ask(self, asker, room, readers):
        """Sends the question from `asker` and returns, per reader, the first event of the bot that
        reached that reader's device after it (read or not)."""
        sent = await asker.client.room_send(room, "m.room.message", {"msgtype": "m.text", "body": QUESTION}, ignore_unverified_devices=True)
        return await answers(asker, room, sent, readers)


async def answers(asker, room, sent, readers):
    """Per reader, the bot's first event after the question `sent` (by the homeserver's clock:
    a client's first sync may bring older answers at any time)."""
    if not isinstance(sent, RoomSendResponse):
        fail({"error": str(sent)})
    question = await asker.client.room_get_event(room, sent.event_id)
    if not isinstance(question, RoomGetEventResponse):
        fail({"error": str(question)})
    asked_at = question.event.server_timestamp

    def first(reader):
        return next((n for n in reader.notices if n["at"] >= asked_at and (n.get("undecrypted") or ANSWER in n["notice"])), None)
    await until("the bot's answer", lambda: all(first(reader) for reader in readers), readers)
    return {reader.client.device_id: first(reader) for reader in readers}


def fail(what):
    print(json.dumps(what), flush=True)
    print(json.dumps(what), file=sys.stderr, flush=True)
    sys.exit(1)


def holds_key(person, room, notice):
    return person.client.olm.inbound_group_store.get(room, notice["sender_key"], notice["session"]) is not None


async def leave(scene, first, second, third):
    ann, bea, cid = [await scene.person(who, "nio room test") for who in (first, second, third)]
    room = await scene.open_room(ann, [bea, cid])
    before = await scene.ask(ann, room, [ann, bea, cid])
    await cid.client.room_leave(room)
    await until("the leave seen", lambda: all(cid.client.user_id not in p.client.rooms[room].users for p in (ann, bea)), [ann, bea, cid])
    after = await scene.ask(bea, room, [ann, bea])
    # whatever the bot sent the leaver's device before its answer has come by now, in a sync or two
    for _ in range(3):
        await cid.step()
    answer_after = after[bea.client.device_id]
    return {"before": before, "after": after, "leaver": cid.client.device_id,
            "leaver_holds_key_before": holds_key(cid, room, before[cid.client.device_id]),
            "leaver_holds_key_after": holds_key(cid, room, answer_after) if answer_after.get("sender_key") else False}


async def new_device(scene, first, second):
    ann, bea = [await scene.person(who, "nio room test") for who in (first, second)]
    room = await scene.open_room(ann, [bea])
    before = await scene.ask(ann, room, [ann, bea])
    bea_again = await scene.person(second, "nio second device")
    await until("the room on the new device", lambda: room in bea_again.client.rooms, [bea_again])
    after = await scene.ask(ann, room, [ann, bea, bea_again])
    return {"before": before, "after": after, "new_device": bea_again.client.device_id}


async def invited(scene, visibility, first, second):
    ann, bea = [await scene.person(who, "nio invite test") for who in (first, second)]
    room = await scene.open_room(ann, [], invited=[bea], visibility=visibility)
    await until("the invite", lambda: room in bea.client.invited_rooms, [bea])
    bea.client.olm.users_for_key_query.add(scene.bot)  # the bot's device, known as a member's would be
    await bea.client.keys_query()
    before = await scene.ask(ann, room, [ann])
    # whatever the bot sent the invited device before its answer has come by now, in a sync or two
    for _ in range(3):
        await bea.step()
    invited_holds_key = holds_key(bea, room, before[ann.client.device_id])
    await bea.client.join(room)
    await until("the join seen", lambda: all(room in p.client.rooms and bea.client.user_id in p.client.rooms[room].users
                                             for p in (ann, bea)), [ann, bea])
    after = await scene.ask(ann, room, [ann, bea])
    return {"before": before, "invited_holds_key": invited_holds_key, "after": after, "invited": bea.client.device_id}


async def before_restart(scene, first):
    ann = await scene.person(first, "nio restart test")
    room = await scene.open_room(ann, [])
    before = await scene.ask(ann, room, [ann])
    _, pending = ann.client.encrypt(room, "m.room.message", {"msgtype": "m.text", "body": QUESTION})
    return {"before": before, "asked_session": ann.client.olm.outbound_group_sessions[room].id,
            "room": room, "user": ann.client.user_id, "device": ann.client.device_id,
            "token": ann.client.access_token, "pending": pending}


async def after_restart(scene, user, device, token, room, pending):
    ann = Person(scene.homeserver, user, os.path.join(scene.store_dir, f"{user}-0"), scene.bot)
    scene.people.append(ann)
    ann.client.restore_login(user, device, token)
    await ann.step()
    method, path, data = Api.room_send(token, room, "m.room.encrypted", json.loads(pending), f"after-restart-{device}")
    sent = await ann.client._send(RoomSendResponse, method, path, data, (room,))
    after = await answers(ann, room, sent, [ann])
    return {"after": after, "pending_session": json.loads(pending)["session_id"]}


async def react(scene, first, second):
    ann, bea = [await scene.person(who, "nio reaction test") for who in (first, second)]
    room = await scene.open_room(ann, [bea])
    sent = await bea.client.room_send(room, "m.room.message", {"msgtype": "m.text", "body": "!ask Pelosi Will you hold a town hall in the Mission?"},
                                      ignore_unverified_devices=True)
    if not isinstance(sent, RoomSendResponse):
        fail({"error": str(sent)})
    await until("the bot's Asked", lambda: [n for n in ann.notices if n["room"] == room and "Asked Q" in n["notice"]], [ann, bea])
    asked = next(n for n in ann.notices if n["room"] == room and "Asked Q" in n["notice"])
    seen = len(ann.notices)
    for key in ("\U0001F44D", "\u2B06\uFE0F"):  # 👍, then ⬆️
        reacted = await ann.client.room_send(room, "m.reaction", {"m.relates_to": {"rel_type": "m.annotation", "event_id": asked["event"], "key": key}},
                                             ignore_unverified_devices=True)
        if not isinstance(reacted, RoomSendResponse):
            fail({"error": str(reacted)})
    # the refusal goes to a DM, which the bot may open for it: its invites are joined
    refusals = lambda: [n for n in ann.notices[seen:] if n["room"] != room]
    deadline = asyncio.get_running_loop().time() + PATIENCE_SECONDS
    while not any("already" in n["notice"] for n in refusals()):
        if asyncio.get_running_loop().time() > deadline:
            fail({"timeout": "the refusal of the second like", "notices": ann.notices})
        for invite in list(ann.client.invited_rooms):
            await ann.client.join(invite)
        await ann.step()
    for _ in range(2):  # a second refusal, were the first like refused too, would have come by now
        await ann.step()
    return {"asked": asked, "refusals": [n["notice"] for n in refusals()]}


def signed_by(obj, user, public_key):
    """Whether `obj` carries a valid signature of `user`'s ed25519 `public_key` over its canonical JSON."""
    signature = obj.get("signatures", {}).get(user, {}).get(f"ed25519:{public_key}")
    if signature is None:
        return False
    unsigned = {k: v for k, v in obj.items() if k not in ("signatures", "unsigned")}
    canonical = json.dumps(unsigned, ensure_ascii=False, separators=(",", ":"), sort_keys=True).encode("utf-8")
    try:
        vodozemac.Ed25519PublicKey.from_base64(public_key).verify_signature(canonical, vodozemac.Ed25519Signature.from_base64(signature))
        return True
    except vodozemac.SignatureException:
        return False


async def cross_signing(scene, first):
    ann = await scene.person(first, "nio cross-signing test")
    method, path, data = Api.keys_query(ann.client.access_token, {scene.bot})
    keys = await (await ann.client.send(method, path, data)).json()
    master = keys.get("master_keys", {}).get(scene.bot, {})
    self_signing = keys.get("self_signing_keys", {}).get(scene.bot, {})
    devices = keys.get("device_keys", {}).get(scene.bot, {})
    master_key = next(iter(master.get("keys", {}).values()), None)
    self_signing_key = next(iter(self_signing.get("keys", {}).values()), None)
    return {
        "master_key": master_key, "self_signing_key": self_signing_key,
        "master_usage": master.get("usage"), "self_signing_usage": self_signing.get("usage"),
        "master_signs_self_signing": bool(master_key) and signed_by(self_signing, scene.bot, master_key),
        "self_signing_signs_device": {device: bool(self_signing_key) and signed_by(keys, scene.bot, self_signing_key)
                                      for device, keys in devices.items()},
    }


SCENARIOS = {"leave": leave, "new-device": new_device, "invited": invited, "before-restart": before_restart,
             "after-restart": after_restart, "react": react, "cross-signing": cross_signing}


async def main(homeserver, bot, store_dir, scenario, arguments):
    scene = Scene(homeserver, bot, store_dir)
    result = await SCENARIOS[scenario](scene, *arguments)
    print(json.dumps({"result": result}), flush=True)
    for person in scene.people:
        await person.close()


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:5], sys.argv[5:]))
