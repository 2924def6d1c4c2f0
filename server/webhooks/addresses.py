"""Where webhooks may go: http(s) URLs whose host resolves only to public addresses.

A webhook URL is chosen by a campaign's GM, so without a check the server would call whatever its own
network can reach: the database, a cloud metadata service (169.254.169.254), an admin port on loopback.
Loopback, private, link-local, shared (CGNAT), multicast, reserved and unspecified addresses — and the
cloud metadata addresses by name, and IPv6 addresses that carry one of those IPv4 addresses (IPv4-mapped,
6to4, Teredo, NAT64) — are refused unless the operator allows them
(CHRONICLE_WEBHOOK_ALLOW_PRIVATE). The check runs when a subscription is created or changed *and* before
every delivery, on the addresses the name resolves to then; the request is then made to the address that
was checked (the name still goes in `Host` and TLS SNI), so a name cannot resolve to a public address for
the check and a private one for the connection.
"""

from __future__ import annotations

import asyncio
import functools
import ipaddress
import socket
from dataclasses import dataclass
from urllib.parse import quote, urlsplit

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address

METADATA_HOSTS = frozenset({"metadata", "metadata.google.internal", "metadata.goog", "instance-data"})
METADATA_ADDRESSES = frozenset(
    ipaddress.ip_address(a) for a in ("169.254.169.254", "169.254.170.2", "100.100.100.200", "fd00:ec2::254")
)
MAX_URL_LENGTH = 2000


RESOLVE_SECONDS = 3.0
"""How long a host name may take to resolve: a request creating a subscription, or a delivery, does not wait on
a slow resolver longer (the lookup itself runs in the loop's executor and is left to finish there)."""


class RefusedURL(ValueError):
    """The URL may not receive webhooks; `code` says why (a problem code of the API)."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(detail)
        self.code = code
        self.detail = detail


@dataclass(frozen=True)
class Target:
    url: str
    scheme: str
    host: str
    port: int
    path: str
    """Path and query, as sent in the request line."""


_URL_SAFE = "/?#[]@!$&'()*+,;=-._~:%"
"""What a request target may carry as it is (RFC 3986's reserved and unreserved characters, and `%`)."""


@functools.lru_cache(maxsize=1024)
def parse(url: str) -> Target:
    """The parts of a webhook URL, or RefusedURL when it is not an absolute http(s) URL (cached: every
    delivery parses its subscription's URL)."""
    if len(url) > MAX_URL_LENGTH:
        raise RefusedURL("invalid_url", f"the URL is longer than {MAX_URL_LENGTH} characters")
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError as exc:
        raise RefusedURL("invalid_url", f"not a URL: {exc}") from None
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise RefusedURL("invalid_url", "the URL must be absolute, http:// or https://")
    if parts.username is not None or parts.password is not None:
        raise RefusedURL("invalid_url", "credentials in the URL are not accepted; use the signature to authenticate")
    try:  # a request line and Host header are ASCII: an international name in its IDNA form
        host = parts.hostname.encode("idna").decode("ascii")
    except UnicodeError as exc:
        raise RefusedURL("invalid_url", f"the host name cannot be encoded: {exc}") from None
    path = parts.path or "/"
    if parts.query:
        path += "?" + parts.query
    path = quote(path, safe=_URL_SAFE)  # other characters percent-encoded, escapes already there kept
    default = 443 if parts.scheme == "https" else 80
    return Target(url, parts.scheme, host, port or default, path)


NAT64 = ipaddress.IPv6Network("64:ff9b::/96")
"""The well-known NAT64 prefix (RFC 6052): the last 32 bits are the IPv4 address a DNS64 resolver translated."""
_TRANSLATED = ipaddress.IPv6Network("::ffff:0:0:0/96")
"""IPv4-translated addresses (RFC 2765): the last 32 bits are an IPv4 address."""
_COMPATIBLE = ipaddress.IPv6Network("::/96")
"""Deprecated IPv4-compatible addresses (::a.b.c.d)."""


def embedded_ipv4(address: ipaddress.IPv6Address) -> tuple[ipaddress.IPv4Address, ...]:
    """The IPv4 addresses an IPv6 address carries a packet towards: IPv4-mapped, IPv4-translated and
    IPv4-compatible forms, 6to4 (2002::/16), Teredo (2001::/32: its server and its client) and NAT64
    (64:ff9b::/96). A router or relay on the way delivers to them, so they are checked like the IPv4 address
    itself (Python 3.11's `is_private` looks at the IPv6 prefix only and takes 2002:7f00:1:: for global)."""
    if address.ipv4_mapped is not None:
        return (address.ipv4_mapped,)
    if address.sixtofour is not None:
        return (address.sixtofour,)
    if address.teredo is not None:
        return address.teredo
    if address in NAT64 or address in _TRANSLATED or (address in _COMPATIBLE and int(address) > 1):
        return (ipaddress.IPv4Address(int(address) & 0xFFFFFFFF),)
    return ()


@functools.lru_cache(maxsize=4096)
def is_private(address: IPAddress) -> bool:
    """Whether webhooks may not go to `address` (unless the operator allows private addresses)."""
    if isinstance(address, ipaddress.IPv6Address):
        inner = embedded_ipv4(address)
        if any(is_private(a) for a in inner):
            return True
        if inner and (address.ipv4_mapped is not None or address in NAT64):
            return False  # a public IPv4 address in the form a dual-stack or DNS64 resolver answers with
    return (
        address in METADATA_ADDRESSES
        or address.is_loopback
        or address.is_private
        or address.is_link_local
        or address.is_multicast
        or address.is_reserved
        or address.is_unspecified
        or not address.is_global
    )


@functools.lru_cache(maxsize=1024)
def _literal(host: str) -> IPAddress | None:
    try:
        return ipaddress.ip_address(host)
    except ValueError:
        return None


async def resolve(target: Target, allow_private: bool) -> list[IPAddress]:
    """The addresses `target` may be called at (resolved now), or RefusedURL."""
    if not allow_private and target.host.lower().rstrip(".") in METADATA_HOSTS:
        raise RefusedURL("private_address", f"{target.host} is a cloud metadata service")
    literal = _literal(target.host)
    if literal is not None:
        found = [literal]
    else:
        try:
            async with asyncio.timeout(RESOLVE_SECONDS):
                infos = await asyncio.get_running_loop().getaddrinfo(
                    target.host, target.port, type=socket.SOCK_STREAM, proto=socket.IPPROTO_TCP
                )
        except TimeoutError:
            raise RefusedURL(
                "unresolvable_host", f"{target.host} does not resolve within {RESOLVE_SECONDS:g} s"
            ) from None
        except OSError as exc:
            raise RefusedURL("unresolvable_host", f"{target.host} does not resolve: {exc}") from None
        found = list(dict.fromkeys(ipaddress.ip_address(str(info[4][0]).split("%", 1)[0]) for info in infos))
        if not found:
            raise RefusedURL("unresolvable_host", f"{target.host} does not resolve")
    if not allow_private:
        private = [a for a in found if is_private(a)]
        if private:
            raise RefusedURL(
                "private_address",
                f"{target.host} resolves to {private[0]}, a loopback, private, link-local or reserved address",
            )
    return found


async def check(url: str, allow_private: bool) -> Target:
    """Parse and resolve `url` as a subscription is created or changed."""
    target = parse(url)
    await resolve(target, allow_private)
    return target
