"""NARRATE_EDGE_URL: edge-tts's requests sent to another address, for tests and proxies.

edge-tts has no endpoint option (``Communicate`` takes a proxy and a connector, neither of which
can change the host, port or scheme), so a redirect has to reach inside it: this module is the one
place in narrate that does, and the production path never comes here (with NARRATE_EDGE_URL unset,
edge-tts is used exactly as it ships).

Where the address is kept has moved between releases (constants imported by name into
``edge_tts.communicate`` and ``edge_tts.voices`` up to 7.3; 7.4 moved that code into new modules),
so nothing here names a module or a global. :func:`endpoints` looks through the modules edge-tts
has loaded for string globals that hold the service's websocket URL (``wss://…``) and the
voice list's URL (``https://`` on the same host), and keeps those that code of edge-tts reads by
name. :func:`use` gives each the new scheme, host and port, keeping its path and query, and puts
the originals back for the real service. A release that keeps its address anywhere else (built
at call time, say) cannot be redirected: that is one clear line (ConfigError), never requests
quietly sent to the real service while the user believes they go elsewhere.
"""

from __future__ import annotations

import functools
import importlib
import sys
import types
from dataclasses import dataclass
from urllib.parse import urlsplit

from narrate.errors import ConfigError

from .edge import ENV_URL

__all__ = ["Endpoint", "endpoints", "use"]


@dataclass(frozen=True)
class Endpoint:
    """One global of edge-tts that holds a service address: where it is, and what it held as shipped."""

    module: str
    name: str
    original: str

    @property
    def websocket(self) -> bool:
        """Whether it is the synthesis websocket's address (else the voice list's)."""
        return self.original.startswith("wss://")


def _codes(module: types.ModuleType) -> list[types.CodeType]:
    """Every code object of `module`'s functions and classes' methods, nested ones included."""
    found: list[types.CodeType] = []
    stack: list[types.CodeType] = []
    for value in vars(module).values():
        if isinstance(value, types.FunctionType) and value.__module__ == module.__name__:
            stack.append(value.__code__)
        elif isinstance(value, type) and value.__module__ == module.__name__:
            for member in vars(value).values():
                function = getattr(member, "__func__", member)  # static and class methods too
                if isinstance(function, types.FunctionType):
                    stack.append(function.__code__)
    while stack:
        code = stack.pop()
        found.append(code)
        stack.extend(c for c in code.co_consts if isinstance(c, types.CodeType))
    return found


def _loaded(package: str) -> list[types.ModuleType]:
    """`package` and every module of it loaded now, by name (its import loads what its requests need)."""
    return [
        module
        for name, module in sorted(sys.modules.items())
        if module is not None and (name == package or name.startswith(package + "."))
    ]


@functools.lru_cache(maxsize=4)
def endpoints(package: str = "edge_tts") -> tuple[Endpoint, ...]:
    """The globals of `package` that hold the service's addresses and that its code reads.

    Raises ConfigError when there is no websocket address that code reads, or no voice-list address
    beside it: the installed release keeps them where this cannot find them.
    """
    importlib.import_module(package)
    modules = _loaded(package)
    read = {name for module in modules for code in _codes(module) for name in code.co_names}
    hosts = {
        urlsplit(value).netloc
        for module in modules
        for value in vars(module).values()
        if isinstance(value, str) and value.startswith("wss://")
    }
    found = tuple(
        Endpoint(module.__name__, name, value)
        for module in modules
        for name, value in sorted(vars(module).items())
        if isinstance(value, str)
        and name in read
        and value.startswith(("wss://", "https://"))
        and urlsplit(value).netloc in hosts
    )
    if not any(e.websocket for e in found) or all(e.websocket for e in found):
        version = getattr(sys.modules.get(package), "__version__", "?")
        raise ConfigError(
            f"{ENV_URL} cannot be applied: edge-tts {version} keeps the service's address where "
            "narrate cannot find it; unset " + ENV_URL + " (the real service needs no redirect), "
            "or install an edge-tts release narrate knows (pip install 'edge-tts==7.3.1')",
            key=ENV_URL,
        )
    return found


def _moved(original: str, base: str) -> str:
    """`original` (a wss:// or https:// address) at `base` (ws[s]://host[:port][/prefix]): its scheme, host and
    port from `base` (http for a ws base's voice list), its path and query kept, after `base`'s path."""
    target = urlsplit(base)
    old = urlsplit(original)
    scheme = target.scheme if original.startswith("wss://") else "http" + target.scheme[2:]
    query = f"?{old.query}" if old.query else ""
    return f"{scheme}://{target.netloc}{target.path.rstrip('/')}{old.path}{query}"


_REDIRECTED: set[str] = set()  # the packages this process has pointed elsewhere


def use(base: str, package: str = "edge_tts") -> str:
    """Point `package` at `base` ("" = the real service, as shipped), where it points elsewhere; returns the
    websocket address its requests will use ("": as shipped, never touched). Raises ConfigError when it
    cannot be pointed at `base`."""
    if not base and package not in _REDIRECTED:
        return ""  # the production path: edge-tts is used as it shipped, nothing of it looked into
    found = endpoints(package)  # for the real service: the ones found when it was redirected
    _REDIRECTED.add(package)
    websocket = ""
    for endpoint in found:
        wanted = _moved(endpoint.original, base) if base else endpoint.original
        module = sys.modules[endpoint.module]
        if getattr(module, endpoint.name, None) != wanted:
            setattr(module, endpoint.name, wanted)
        if endpoint.websocket:
            websocket = wanted
    return websocket
