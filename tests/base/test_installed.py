"""narrate.installed: versions and plug-in declarations read from metadata folder names, judged
against importlib.metadata (the exact answer it stands in for)."""

from __future__ import annotations

import sys
import zipfile
from importlib import metadata
from pathlib import Path

from helpers import write
from narrate import installed, plugins, records
from narrate.text.source import LIBRARIES


def test_every_installed_distributions_version_is_importlib_metadatas() -> None:
    path = tuple(sys.path)
    told = 0
    for dist in metadata.distributions():
        name = dist.metadata["Name"]
        found = installed.folder_version(name, path)
        if found is not None:
            told += 1
            assert found == metadata.version(name), name
    assert told >= 20  # this environment's packages are told by their folders' names


def test_the_reading_libraries_are_told_without_importlib_metadata() -> None:
    for name in LIBRARIES:
        found = installed.folder_version(name)
        assert found is not None, name
        try:
            exact = metadata.version(name)
        except metadata.PackageNotFoundError:
            exact = ""
        assert found == exact, name
    records.libraries.cache_clear()
    assert records.libraries(*LIBRARIES) == ",".join(f"{name}={installed.version(name) or '-'}" for name in LIBRARIES)


def test_a_distribution_on_no_folder_is_not_installed(tmp_path: Path) -> None:
    write(tmp_path / "site" / "Some_Lib-2.1.0.dist-info" / "METADATA", "Name: some-lib\nVersion: 2.1.0\n")
    write(tmp_path / "site" / "old_lib-1.4-py3.11.egg-info" / "PKG-INFO", "Name: old-lib\nVersion: 1.4\n")
    path = (str(tmp_path / "site"), str(tmp_path / "missing"))
    assert installed.folder_version("some-lib", path) == "2.1.0"
    assert installed.folder_version("SOME.LIB", path) == "2.1.0"
    assert installed.folder_version("old_lib", path) == "1.4"
    assert installed.folder_version("no-such-lib", path) == ""


def test_what_the_listing_cannot_see_is_left_to_importlib_metadata(tmp_path: Path) -> None:
    archive = tmp_path / "bundle.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        zipped.writestr("zipped_lib-1.0.dist-info/METADATA", "Name: zipped-lib\nVersion: 1.0\n")
    assert installed.folder_version("zipped-lib", (str(archive),)) is None
    assert plugins._may_declare((str(archive),)) is True
    write(tmp_path / "src" / "checkout.egg-info" / "PKG-INFO", "Name: checkout\nVersion: 0.9\n")
    assert installed.folder_version("checkout", (str(tmp_path / "src"),)) is None  # its version is inside


def test_only_a_narrate_section_declares_a_plug_in(tmp_path: Path) -> None:
    site = tmp_path / "site"
    write(site / "narrate_blog-0.3.0.dist-info" / "entry_points.txt", "[console_scripts]\nnarrate = narrate.cli:run\n")
    write(site / "other-1.0.dist-info" / "entry_points.txt", "[other.plugins]\nx = narrate.thing:X\n")
    assert plugins._may_declare((str(site),)) is False
    write(
        site / "mine-0.1.dist-info" / "entry_points.txt",
        "[console_scripts]\nm = mine:run\n\n[narrate.engines]\nmine = mine:Engine\n",
    )
    plugins._may_declare.cache_clear()
    installed.listing.cache_clear()
    assert plugins._may_declare((str(site),)) is True
