"""Which addresses webhooks may go to: a table of addresses, IPv6 forms that carry an IPv4 address included.

An IPv6 address that a router or relay turns into an IPv4 one (IPv4-mapped, 6to4, Teredo, NAT64) is refused
exactly when that IPv4 address is: Python 3.11's `ipaddress` judges 2002:7f00:1:: (6to4 of 127.0.0.1) and
64:ff9b::a9fe:a9fe (NAT64 of the metadata service) by their IPv6 prefix alone.
"""

from __future__ import annotations

import pytest

from server.webhooks import addresses

REFUSED = [
    # IPv4 itself
    "127.0.0.1",
    "10.1.2.3",
    "172.16.0.1",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    # IPv6
    "::1",
    "::",
    "fe80::1",
    "fc00::1",
    "fd00:ec2::254",
    # IPv4-mapped and -translated
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "::ffff:169.254.169.254",
    "::ffff:0:127.0.0.1",
    # IPv4-compatible (deprecated)
    "::127.0.0.1",
    "::10.0.0.1",
    # 6to4: 2002:AABB:CCDD:: carries AA.BB.CC.DD
    "2002:7f00:1::",
    "2002:7f00:1::1",
    "2002:a00:1::",
    "2002:c0a8:101::",
    "2002:a9fe:a9fe::",
    # Teredo: server 65.54.227.120, client 127.0.0.1 (stored inverted) or 10.0.0.1
    "2001:0:4136:e378:8000:63bf:80ff:fffe",
    "2001:0:4136:e378:8000:63bf:f5ff:fffe",
    # NAT64, well-known prefix and local-use prefix
    "64:ff9b::7f00:1",
    "64:ff9b::127.0.0.1",
    "64:ff9b::a00:1",
    "64:ff9b::a9fe:a9fe",
    "64:ff9b::c0a8:101",
    "64:ff9b:1::a00:1",
]

ALLOWED = [
    "8.8.8.8",
    "93.184.215.14",
    "2606:4700:4700::1111",
    "::ffff:8.8.8.8",
    "2002:808:808::",
    "64:ff9b::808:808",
]


@pytest.mark.parametrize("address", REFUSED)
async def test_addresses_carrying_a_private_ipv4_are_refused_like_it(address: str) -> None:
    host = f"[{address}]" if ":" in address else address
    target = addresses.parse(f"http://{host}:8080/hook")
    with pytest.raises(addresses.RefusedURL) as refused:
        await addresses.resolve(target, allow_private=False)
    assert refused.value.code == "private_address"
    assert await addresses.resolve(target, allow_private=True)  # the operator may allow them


@pytest.mark.parametrize("address", ALLOWED)
async def test_public_addresses_in_every_form_are_allowed(address: str) -> None:
    host = f"[{address}]" if ":" in address else address
    assert await addresses.resolve(addresses.parse(f"https://{host}/hook"), allow_private=False)
