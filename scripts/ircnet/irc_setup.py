#!/usr/bin/env python3
"""Small standard-library IRC helper used by start.sh (loopback only).

  irc_setup.py wait-sasl  --port P [--timeout S]   wait until CAP LS offers sasl
  irc_setup.py register   --port P NAME:PASS ...   register accounts with NickServ
  irc_setup.py check-sasl --port P --cafile CA NAME:PASS ...   SASL PLAIN over TLS
  irc_setup.py add-cert   --port P --cafile CA --cert C --key K --fingerprint FP NAME:PASS
        log in with PLAIN while presenting C, then NickServ CERT ADD FP
  irc_setup.py check-external --port P --cafile CA --cert C --key K NAME
        SASL EXTERNAL with C must log in as NAME
"""
import argparse
import base64
import socket
import ssl
import sys
import time
from concurrent.futures import ThreadPoolExecutor


class Line:
    """One parsed IRC line; tags dropped, trailing parameter unwrapped.
    InspIRCd writes `AUTHENTICATE :+`, so compare parameters, not raw text."""

    def __init__(self, raw):
        if raw.startswith("@"):
            raw = raw.split(" ", 1)[1] if " " in raw else ""
        self.source = ""
        if raw.startswith(":"):
            self.source, _, raw = raw[1:].partition(" ")
        head, sep, trailing = raw.partition(" :")
        words = head.split()
        self.params = words[1:] + ([trailing] if sep else [])
        self.command = words[0].upper() if words else ""


class Client:
    def __init__(self, port, cafile=None, timeout=10.0, cert=None, key=None):
        sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
        if cafile:
            context = ssl.create_default_context(cafile=cafile)
            if cert:
                context.load_cert_chain(cert, key)
            sock = context.wrap_socket(sock, server_hostname="localhost")
        self.sock, self.pending = sock, b""

    def send(self, text):
        self.sock.sendall(text.encode() + b"\r\n")

    def read(self, deadline):
        """Yield parsed lines until the deadline; answers PING itself."""
        while True:
            while b"\n" in self.pending:
                raw, self.pending = self.pending.split(b"\n", 1)
                line = Line(raw.rstrip(b"\r").decode("utf-8", "replace"))
                if line.command == "PING":
                    self.send("PONG :" + (line.params[-1] if line.params else ""))
                else:
                    yield line
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError("no answer from the server in time")
            self.sock.settimeout(remaining)
            data = self.sock.recv(65536)
            if not data:
                raise ConnectionError("the server closed the connection")
            self.pending += data

    def close(self):
        try:
            self.send("QUIT :bye")
        except OSError:
            pass
        self.sock.close()


def offered_caps(port, timeout):
    client = Client(port, timeout=timeout)
    caps = []
    try:
        client.send("CAP LS 302")
        for line in client.read(time.monotonic() + timeout):
            if line.command == "CAP" and len(line.params) >= 3 and line.params[1] == "LS":
                caps += [c.split("=")[0] for c in line.params[-1].split()]
                if line.params[2] != "*":
                    return caps
    finally:
        client.close()


def wait_sasl(args):
    deadline, why = time.monotonic() + args.timeout, "nothing tried"
    while time.monotonic() < deadline:
        try:
            caps = offered_caps(args.port, 5)
            if "sasl" in caps:
                print("caps:", " ".join(sorted(caps)))
                return 0
            why = "sasl not offered yet (services not linked)"
        except (OSError, TimeoutError, ConnectionError) as error:
            why = repr(error)
        time.sleep(0.1)
    print("gave up waiting for the sasl capability:", why, file=sys.stderr)
    return 1


def for_each_account(args, work):
    # InspIRCd finishes registrations on a one-second tick, so work in parallel.
    with ThreadPoolExecutor(max_workers=max(1, len(args.accounts))) as pool:
        return 0 if all(r == 0 for r in pool.map(lambda a: work(args, *a.split(":", 1)), args.accounts)) else 1


def register_one(args, name, password):
    client = Client(args.port)
    client.send(f"NICK {name}")
    client.send(f"USER {name} 0 * :{name}")
    try:
        for line in client.read(time.monotonic() + args.timeout):
            if line.command == "433":
                print(f"{name}: nick taken, cannot register it now", file=sys.stderr)
                return 1
            if line.command == "001":
                client.send(f"PRIVMSG NickServ :REGISTER {password} {name}@example.invalid")
            if line.command == "NOTICE" and line.source.startswith("NickServ!"):
                text = line.params[-1].lower()
                done = ("is now registered", "already registered", "this nickname is registered")
                if any(phrase in text for phrase in done):
                    print(f"{name}: {line.params[-1]}")
                    return 0
                print(f"{name}: NickServ answered {line.params[-1]}", file=sys.stderr)
                return 1
    finally:
        client.close()
    return 1


def check_sasl_one(args, name, password):
    client = Client(args.port, cafile=args.cafile)
    client.send("CAP LS 302")
    client.send(f"NICK {name}_chk")
    client.send(f"USER {name} 0 * :sasl check")
    try:
        for line in client.read(time.monotonic() + args.timeout):
            p = line.params
            if line.command == "CAP" and len(p) >= 3 and p[1] == "LS" and p[2] != "*":
                client.send("CAP REQ :sasl")
            elif line.command == "CAP" and len(p) >= 3 and p[1] == "ACK":
                client.send("AUTHENTICATE PLAIN")
            elif line.command == "AUTHENTICATE" and p and p[0] == "+":
                token = base64.b64encode(f"{name}\0{name}\0{password}".encode()).decode()
                client.send(f"AUTHENTICATE {token}")
            elif line.command == "903":
                print(f"{name}: SASL PLAIN works")
                return 0
            elif line.command in ("902", "904", "905", "906", "908"):
                print(f"{name}: SASL refused: {line.command} {p}", file=sys.stderr)
                return 1
    finally:
        client.close()
    return 1


def sasl_login(client, mechanism, token, deadline):
    """CAP LS, REQ sasl, one AUTHENTICATE round; returns the account (900) on 903."""
    account = None
    for line in client.read(deadline):
        p = line.params
        if line.command == "CAP" and len(p) >= 3 and p[1] == "LS" and p[2] != "*":
            client.send("CAP REQ :sasl")
        elif line.command == "CAP" and len(p) >= 3 and p[1] == "ACK":
            client.send(f"AUTHENTICATE {mechanism}")
        elif line.command == "AUTHENTICATE" and p and p[0] == "+":
            client.send(f"AUTHENTICATE {token}")
        elif line.command == "900" and len(p) >= 3:
            account = p[2]
        elif line.command == "903":
            client.send("CAP END")
            return account
        elif line.command in ("902", "904", "905", "906", "908"):
            raise ConnectionError(f"SASL {mechanism} refused: {line.command} {p}")


def add_cert(args):
    name, password = args.accounts[0].split(":", 1)
    client = Client(args.port, cafile=args.cafile, cert=args.cert, key=args.key)
    deadline = time.monotonic() + args.timeout
    try:
        client.send("CAP LS 302")
        client.send(f"NICK {name}_cert")
        client.send(f"USER {name} 0 * :cert setup")
        sasl_login(client, "PLAIN", base64.b64encode(f"{name}\0{name}\0{password}".encode()).decode(), deadline)
        for line in client.read(deadline):
            if line.command == "001":
                client.send(f"PRIVMSG NickServ :CERT ADD {args.fingerprint}")
            elif line.command == "NOTICE" and line.source.startswith("NickServ!"):
                text = line.params[-1]
                if args.fingerprint in text and ("added" in text.lower() or "already" in text.lower()):
                    print(f"{name}: {text}")
                    return 0
                print(f"{name}: NickServ answered {text}", file=sys.stderr)
                return 1
    finally:
        client.close()
    return 1


def check_external(args):
    name = args.accounts[0]
    client = Client(args.port, cafile=args.cafile, cert=args.cert, key=args.key)
    try:
        client.send("CAP LS 302")
        client.send(f"NICK {name}_ext")
        client.send(f"USER {name} 0 * :external check")
        account = sasl_login(client, "EXTERNAL", "+", time.monotonic() + args.timeout)
    finally:
        client.close()
    if account != name:
        print(f"SASL EXTERNAL logged in as {account!r}, expected {name!r}", file=sys.stderr)
        return 1
    print(f"{name}: SASL EXTERNAL works")
    return 0


def main():
    parser = argparse.ArgumentParser()
    commands = parser.add_subparsers(dest="command", required=True)
    for name in ("wait-sasl", "register", "check-sasl", "add-cert", "check-external"):
        sub = commands.add_parser(name)
        sub.add_argument("--port", type=int, required=True)
        sub.add_argument("--timeout", type=float, default=30)
        if name != "wait-sasl":
            sub.add_argument("accounts", nargs="+")
        if name in ("check-sasl", "add-cert", "check-external"):
            sub.add_argument("--cafile", required=True)
        if name in ("add-cert", "check-external"):
            sub.add_argument("--cert", required=True)
            sub.add_argument("--key", required=True)
        if name == "add-cert":
            sub.add_argument("--fingerprint", required=True)
    args = parser.parse_args()
    if args.command == "wait-sasl":
        return wait_sasl(args)
    if args.command == "add-cert":
        return add_cert(args)
    if args.command == "check-external":
        return check_external(args)
    return for_each_account(args, register_one if args.command == "register" else check_sasl_one)


if __name__ == "__main__":
    sys.exit(main())
