#!/usr/bin/env python3
"""A real SMTP server for Townhall's tests, on 127.0.0.1, built on aiosmtpd.

Three listeners, each on a port the system chooses (or the one passed in):
  starttls  STARTTLS required before anything else; AUTH PLAIN and LOGIN after it
  implicit  TLS from the first byte (port 465 style); AUTH LOGIN only, so the
            client's fallback from PLAIN is exercised against a real server
  plain     no TLS at all; AUTH allowed in the clear (the loopback `tls: none` case)
Every listener requires AUTH with the configured user and password before MAIL.

Every accepted message is written to DIR/mail, one file per recipient:
  Envelope-From: <sender>\\r\\nEnvelope-To: <recipient>\\r\\n\\r\\n<the DATA bytes, un-stuffed>
written to a temporary name first and renamed, so a reader never sees half a file.

Faults are controlled by files in DIR/faults named after an envelope sender: the next
transaction from that sender reads the file (and removes it) and then
  mail CODE   answers MAIL FROM with CODE
  rcpt CODE   answers every RCPT TO with CODE
  data CODE   takes the whole DATA, then answers CODE (nothing is written)
  drop        answers DATA with 354, reads one line of it and closes the connection
  hold NAME   takes the whole DATA and answers only once DIR/release/NAME exists (at
              most 120 seconds), then stores and accepts it as usual: a slow server
Keying faults by sender lets tests that run in parallel inject without disturbing each other.

When it is ready it writes DIR/ports.env (KEY=VALUE lines). It exits on SIGTERM, and by
itself once the process --watch-pid names is gone, so a test run never leaves it behind.
"""
import argparse
import asyncio
import itertools
import os
import signal
import ssl

from aiosmtpd.smtp import SMTP, AuthResult, LoginPassword

REPLY_TEXT = {"4": "4.3.0 Injected temporary failure", "5": "5.7.1 Injected permanent failure"}


class FaultBox:
    """The faults waiting in DIR/faults, read once per transaction."""

    def __init__(self, folder):
        self.folder = folder

    def take(self, sender):
        # A sender address never contains "/" that matters here; refuse anything that could
        # leave the folder rather than trust it.
        name = sender.strip("<>") or "null-sender"
        if "/" in name or name.startswith("."):
            return None
        path = os.path.join(self.folder, name)
        try:
            with open(path) as handle:
                words = handle.read().split()
            os.remove(path)
        except FileNotFoundError:
            return None
        return words or None


def reply(code):
    return f"{code} {REPLY_TEXT.get(code[0], 'Injected reply')}"


class Mailbox:
    """aiosmtpd handler: applies injected faults and stores accepted messages."""

    def __init__(self, directory):
        self.mail = os.path.join(directory, "mail")
        self.faults = FaultBox(os.path.join(directory, "faults"))
        self.releases = os.path.join(directory, "release")
        self.counter = itertools.count(1)

    async def handle_MAIL(self, server, session, envelope, address, options):
        envelope.fault = self.faults.take(address)
        if envelope.fault and envelope.fault[0] == "mail":
            return reply(envelope.fault[1])
        envelope.mail_from = address
        envelope.mail_options.extend(options)
        return "250 OK"

    async def handle_RCPT(self, server, session, envelope, address, options):
        fault = getattr(envelope, "fault", None)
        if fault and fault[0] == "rcpt":
            return reply(fault[1])
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):
        fault = getattr(envelope, "fault", None)
        if fault and fault[0] == "data":
            return reply(fault[1])
        if fault and fault[0] == "hold" and len(fault) > 1 and "/" not in fault[1]:
            release = os.path.join(self.releases, fault[1])
            for _ in range(1200):
                if os.path.exists(release):
                    break
                await asyncio.sleep(0.1)
        number = next(self.counter)
        for index, recipient in enumerate(envelope.rcpt_tos):
            name = f"{os.getpid()}-{number:06d}-{index}.eml"
            head = f"Envelope-From: {envelope.mail_from}\r\nEnvelope-To: {recipient}\r\n\r\n".encode()
            temporary = os.path.join(self.mail, "." + name)
            with open(temporary, "wb") as handle:
                handle.write(head + envelope.original_content)
            os.rename(temporary, os.path.join(self.mail, name))
        return f"250 2.0.0 Queued as {number}"


class TestSMTP(SMTP):
    """aiosmtpd's server, plus the one fault its handler hooks cannot make: a connection
    that dies while the client is still sending the message."""

    async def smtp_DATA(self, arg):
        fault = getattr(self.envelope, "fault", None)
        if fault and fault[0] == "drop" and self.envelope.rcpt_tos:
            await self.push("354 End data with <CR><LF>.<CR><LF>")
            await self._reader.readuntil(b"\r\n")
            self.transport.close()
            return
        await super().smtp_DATA(arg)


def credentials_checker(user, password):
    def check(server, session, envelope, mechanism, auth_data):
        ok = isinstance(auth_data, LoginPassword) and auth_data.login.decode() == user \
            and auth_data.password.decode() == password
        # handled=False: aiosmtpd then answers a refusal with 535 itself (by default it
        # assumes the authenticator already replied, and the client waits forever)
        return AuthResult(success=ok, handled=False)
    return check


async def serve(args):
    tls = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    tls.load_cert_chain(os.path.join(args.tls, "server-chain.pem"), os.path.join(args.tls, "server.key"))
    mailbox = Mailbox(args.dir)
    check = credentials_checker(args.user, args.password)

    def factory(**options):
        return lambda: TestSMTP(mailbox, hostname="smtp.townhall.test", authenticator=check,
                                auth_required=True, **options)

    loop = asyncio.get_running_loop()
    listeners = {
        "SMTP_STARTTLS_PORT": (factory(tls_context=tls, require_starttls=True), args.starttls_port, None),
        # aiosmtpd counts only STARTTLS as encryption; this listener is TLS from the start.
        "SMTP_IMPLICIT_PORT": (factory(auth_require_tls=False, auth_exclude_mechanism=["PLAIN"]),
                               args.implicit_port, tls),
        "SMTP_PLAIN_PORT": (factory(auth_require_tls=False), args.plain_port, None),
    }
    servers, ports = [], {}
    for key, (make, port, implicit) in listeners.items():
        server = await loop.create_server(make, "127.0.0.1", port, ssl=implicit)
        servers.append(server)
        ports[key] = server.sockets[0].getsockname()[1]

    stopping = asyncio.Event()
    loop.add_signal_handler(signal.SIGTERM, stopping.set)
    loop.add_signal_handler(signal.SIGINT, stopping.set)
    ready = os.path.join(args.dir, "ports.env")
    with open(ready + ".tmp", "w") as handle:
        handle.writelines(f"{key}={value}\n" for key, value in ports.items())
    os.rename(ready + ".tmp", ready)

    while not stopping.is_set():
        if args.watch_pid and not os.path.exists(f"/proc/{args.watch_pid}"):
            break
        try:
            await asyncio.wait_for(stopping.wait(), timeout=1)
        except asyncio.TimeoutError:
            pass
    for server in servers:
        server.close()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dir", required=True)
    parser.add_argument("--tls", required=True, help="folder with server-chain.pem and server.key")
    parser.add_argument("--user", required=True)
    parser.add_argument("--password", required=True)
    parser.add_argument("--starttls-port", type=int, default=0)
    parser.add_argument("--implicit-port", type=int, default=0)
    parser.add_argument("--plain-port", type=int, default=0)
    parser.add_argument("--watch-pid", type=int, default=0)
    args = parser.parse_args()
    for folder in ("mail", "faults", "release"):
        os.makedirs(os.path.join(args.dir, folder), exist_ok=True)
    asyncio.run(serve(args))


if __name__ == "__main__":
    main()
