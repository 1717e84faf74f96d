#!/usr/bin/env python3
"""Set-up steps for the test homeserver, standard library only (plain HTTP on 127.0.0.1).

  matrix_setup.py wait --url URL [--timeout S]        until /health and /versions answer
  matrix_setup.py register --url URL --config homeserver.yaml [--admin] USER:PASSWORD ...
      registers with the shared secret (/_synapse/admin/v1/register); a user who exists
      already is fine when its password still logs in
  matrix_setup.py unratelimit --url URL --admin-login USER:PASSWORD @user:localhost ...
      lifts the message rate limit of those users (admin API override_ratelimit)
"""
import argparse
import hashlib
import hmac
import json
import re
import sys
import time
import urllib.error
import urllib.parse
import urllib.request


def call(method, url, body=None, token=None, timeout=10):
    request = urllib.request.Request(url, method=method,
                                     data=None if body is None else json.dumps(body).encode())
    request.add_header("Content-Type", "application/json")
    if token:
        request.add_header("Authorization", "Bearer " + token)
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            raw = response.read()
            status = response.status
    except urllib.error.HTTPError as error:
        raw, status = error.read(), error.code
    try:
        return status, json.loads(raw) if raw else {}
    except ValueError:
        return status, {"text": raw.decode(errors="replace")}


def wait(args):
    deadline = time.monotonic() + args.timeout
    last = None
    while time.monotonic() < deadline:
        try:
            status, _ = call("GET", args.url + "/health", timeout=2)
            if status == 200:
                status, body = call("GET", args.url + "/_matrix/client/versions", timeout=5)
                if status == 200:
                    print("client API versions up to", body.get("versions", ["?"])[-1])
                    return 0
            last = status
        except OSError as error:
            last = error
        time.sleep(0.1)
    print("Synapse is not answering:", last, file=sys.stderr)
    return 1


def login(url, user, password):
    status, body = call("POST", url + "/_matrix/client/v3/login", {
        "type": "m.login.password", "identifier": {"type": "m.id.user", "user": user},
        "password": password})
    return body.get("access_token") if status == 200 else None


def register(args):
    text = open(args.config, encoding="utf-8").read()
    found = re.search(r'^registration_shared_secret:\s*"?(.*?)"?\s*$', text, re.M)
    if not found:
        print("no registration_shared_secret in", args.config, file=sys.stderr)
        return 1
    secret = found.group(1).encode()
    failed = 0
    for spec in args.users:
        user, password = spec.split(":", 1)
        _, body = call("GET", args.url + "/_synapse/admin/v1/register")
        nonce = body["nonce"]
        # the MAC covers nonce, user, password and the admin flag, NUL-separated
        message = "\x00".join((nonce, user, password, "admin" if args.admin else "notadmin"))
        mac = hmac.new(secret, message.encode(), hashlib.sha1).hexdigest()
        status, body = call("POST", args.url + "/_synapse/admin/v1/register", {
            "nonce": nonce, "username": user, "password": password, "admin": args.admin, "mac": mac})
        if status == 200:
            print("registered", body["user_id"])
        elif body.get("errcode") == "M_USER_IN_USE" and login(args.url, user, password):
            print(f"@{user}:localhost was registered before")
        else:
            print(f"cannot register {user}: {status} {body}", file=sys.stderr)
            failed += 1
    return 1 if failed else 0


def unratelimit(args):
    admin, password = args.admin_login.split(":", 1)
    token = login(args.url, admin, password)
    if not token:
        print("the admin cannot log in", file=sys.stderr)
        return 1
    for user_id in args.users:
        path = "/_synapse/admin/v1/users/%s/override_ratelimit" % urllib.parse.quote(user_id)
        status, body = call("POST", args.url + path, {"messages_per_second": 0, "burst_count": 0}, token=token)
        if status != 200:
            print(f"cannot lift the rate limit of {user_id}: {status} {body}", file=sys.stderr)
            return 1
        print("no message rate limit for", user_id)
    return 0


def main():
    parser = argparse.ArgumentParser()
    commands = parser.add_subparsers(dest="command", required=True)
    waiting = commands.add_parser("wait")
    waiting.add_argument("--url", required=True)
    waiting.add_argument("--timeout", type=float, default=90)
    registering = commands.add_parser("register")
    registering.add_argument("--url", required=True)
    registering.add_argument("--config", required=True)
    registering.add_argument("--admin", action="store_true")
    registering.add_argument("users", nargs="+")
    lifting = commands.add_parser("unratelimit")
    lifting.add_argument("--url", required=True)
    lifting.add_argument("--admin-login", required=True)
    lifting.add_argument("users", nargs="+")
    args = parser.parse_args()
    return {"wait": wait, "register": register, "unratelimit": unratelimit}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
