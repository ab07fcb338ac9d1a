"""`narrate serve`'s application on a loopback port in a background thread, for tests."""

from __future__ import annotations

import asyncio
import http.client
import threading
from collections.abc import Mapping
from pathlib import Path

from aiohttp import web

from narrate.flow.serve import HEADER_TIMEOUT, make_app
from patience import PATIENCE


class Served:
    """An aiohttp application listening on 127.0.0.1 (any free port) until the block ends."""

    def __init__(self, app: web.Application, *, keepalive_timeout: float = HEADER_TIMEOUT) -> None:
        self.app = app
        self.keepalive_timeout = keepalive_timeout
        self.port = 0
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._runner: web.AppRunner | None = None

    @classmethod
    def folder(cls, root: Path, *, rebase: bool = False) -> Served:
        """`narrate serve ROOT` as the CLI runs it."""
        return cls(make_app(root, rebase=rebase))

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._runner = web.AppRunner(self.app, access_log=None, keepalive_timeout=self.keepalive_timeout)
        self._loop.run_until_complete(self._runner.setup())
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        self._loop.run_until_complete(site.start())
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        self._ready.set()
        self._loop.run_forever()
        self._loop.run_until_complete(self._runner.cleanup())
        self._loop.close()

    def __enter__(self) -> Served:
        self._thread.start()
        assert self._ready.wait(PATIENCE), "the server did not start"
        return self

    def __exit__(self, *exc: object) -> None:
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(PATIENCE)

    def request(
        self, method: str, path: str, headers: Mapping[str, str] | None = None
    ) -> tuple[int, dict[str, str], bytes]:
        """One raw request (the path is sent exactly as given); (status, headers, body)."""
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=PATIENCE)
        try:
            conn.putrequest(
                method, path, skip_accept_encoding=True, skip_host=any(k.lower() == "host" for k in (headers or {}))
            )
            for key, value in (headers or {}).items():
                conn.putheader(key, value)
            conn.endheaders()
            response = conn.getresponse()
            return response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
        finally:
            conn.close()
