"""Whether a line is a shell command by its structure: code spilled into prose (lead's ruling, session 12).

WordPress exports and hand-written posts leave a command on a line of its own, unfenced, between the sentences that
introduce it: lenchan139's Ubuntu posts (s15 held-out, zh-Hant: 'sudo apt-get install chromium-browser',
'$ sudo apt-get install pinta', an apt source line 'deb http://ppa.launchpad.net/… precise main'). Read as a
paragraph, its path said 'slash' and its URL half-said, it is what the page shows as code. The shapes:

  a prompt          `$ ` then a command word or a command's path (`$ sudo apt-get install pinta`, `$ ls -la`,
                    `$ /usr/share/novnc/utils/launch.sh --listen 8081`);
  sudo              `sudo` (its options aside) then a command word (`sudo add-apt-repository ppa:…`);
  a package manager one of the known managers and one of its verbs (`apt-get install x`, `pip install -r …`,
                    `brew install go`, `npm i -D vite`);
  an apt source     `deb` / `deb-src`, a URL and its suite and components.

A line with CJK (outside its strings), a sentence's end, a function word of a Latin language ('sudo is what you
need', 'pip install is the easy way'), a link or a closing dollar (`$ x + y $`) is never a command: prose that opens
with a command word stays prose.

A package manager's line has no prompt or `sudo` to vouch for it, so its ARGUMENTS must have a command's shape
(review s16 text1 L5): nothing after the verb (`yarn add`, `apt-get update`), or at least one argument shaped like a
package, a path or a flag — a `-`, `_`, `.`, `/`, `@`, `=`, `:` or a digit (`pip install python-memcached`,
`cargo install graphql_client_cli`, `npm i -D vite`). When every argument is a plain lower-case word ('yarn add
dependency management', 'brew update weekly', 'go get started') the line reads as a sentence or a note, and it is
a command only beside a line of the same paragraph that is one by the shapes above (`sudo apt-get update` over
`apt-get install vim`). Said as words, a bare `brew install go` loses nothing; cued, a note loses its words.
"""

from __future__ import annotations

from narrate.patterns import LazyPattern

from .stopwords import is_function_word

__all__ = ["command_alone", "is_command", "prompted_command", "root_command"]

_MANAGERS = (
    "apt|apt-get|aptitude|yum|dnf|zypper|pacman|yay|brew|port|snap|flatpak|pip|pip3|pipx|npm|pnpm|yarn|gem|cargo|"
    "conda|choco|winget|apk|dpkg|composer|go|dotnet|nix-env|emerge|pkg"
)
_VERBS = (
    "install|reinstall|remove|uninstall|update|upgrade|full-upgrade|dist-upgrade|autoremove|purge|add|get|search|"
    "i|in|ci|-S\\w*|-R\\w*|-U\\w*|-i|-y"
)
_WORD = r"[a-z][\w.+-]{0,60}"
# A command named by its path after a prompt (`$ /usr/share/novnc/utils/launch.sh --listen 8081`, `$ ./gradlew build`,
# `$ ~/bin/deploy`): the path is the command's name.
_PATH = r"(?:~|\.{1,2})?/[\w.+-]{1,60}(?:/[\w.+-]{1,60}){0,15}"
_COMMAND = LazyPattern(
    rf"(?:\$[ \t]+(?:sudo[ \t]+(?:-\w+[ \t]+)*)?(?:{_WORD}|{_PATH})|sudo[ \t]+(?:-\w+[ \t]+)*{_WORD}"
    rf"|(?:{_MANAGERS})[ \t]+(?:{_VERBS}))(?:[ \t][^\n]{{0,300}})?"
)
# A manager's line whose arguments are all plain lower-case words: the shape of a sentence, not of a command.
_PLAIN_ARGUMENTS = LazyPattern(rf"(?:{_MANAGERS})[ \t]+(?:{_VERBS})(?:[ \t]+[a-z]{{1,40}}){{1,12}}[ \t]*")
_APT_SOURCE = LazyPattern(
    r"deb(?:-src)?[ \t]+(?:\[[^\]\n]{1,200}\][ \t]+)?(?:https?|ftp|file|cdrom|mirror)://\S{1,300}(?:[ \t]+[\w./-]{1,60}){1,12}"
)
_CJK = LazyPattern(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]")
_STRING = LazyPattern(r"\"[^\"\n]{0,300}\"|'[^'\n]{0,300}'")
_SENTENCE_END = LazyPattern(r"[A-Za-z)][.!?]$|[。！？]")
_LATIN_WORD = LazyPattern(r"(?<![\w./:-])[A-Za-z]+(?![\w./:-])")


def is_command(line: str, *, beside_command: bool = False) -> bool:
    """Whether one line is a shell command or an apt source line (see the module's shapes), with nothing of a
    sentence in it; `beside_command`: another line of its paragraph is one, which vouches for a package manager's
    line with plain-word arguments."""
    text = line.strip()
    if _APT_SOURCE.fullmatch(text):
        return True
    if not _COMMAND.fullmatch(text) or "](" in text or text.endswith("$"):  # (`$ x + y $`: a formula's dollars)
        return False
    if not beside_command and _PLAIN_ARGUMENTS.fullmatch(text):
        return False
    words = _STRING.sub('""', text)
    if _CJK.search(words) or _SENTENCE_END.search(words):
        return False
    return not any(is_function_word(word.lower()) for word in _LATIN_WORD.findall(words))


_PROMPT = LazyPattern(r"\$[ \t]+")


def prompted_command(line: str) -> bool:
    """Whether one line is a shell prompt (`$ `) then a command (:func:`is_command`): the prompt vouches for it, as a
    sentence never opens with one (s18 dev ikmnjrd novnc-kali-linux: '$ x11vnc -display :0 … -forever' written on a
    plain line under the sentence that introduces it)."""
    text = line.strip()
    return bool(_PROMPT.match(text)) and is_command(text)


_OPTION_ARGUMENT = LazyPattern(r"\s--?[A-Za-z]")


def root_command(rest: str) -> bool:
    """Whether what follows a root shell's prompt `# ` is a command (`# npm init -y`, `# apt-get install vim`): a
    command by the shapes without a prompt (a manager's verb, `sudo`), or a command word with an option among its
    arguments — never a comment's words (`# install the deps`, `# TODO later`, `# see below`). (s18 dev ikmnjrd
    react-webpack-skelton [4]: '`# npm init -y`' heard 'シャープ npm init -y'.)"""
    if rest[:1].isspace():
        return False
    return is_command(rest) or (is_command(f"$ {rest}") and bool(_OPTION_ARGUMENT.search(rest)))


def command_alone(text: str) -> bool:
    """Whether a code span's text is one shell command after its prompt (`$ cd ~`, `# npm i -D vite`): a line the
    page shows as typed at a shell. (Without a prompt, `` `npm install` `` on a line of its own may be a word of
    the sentence the writer wrapped around it: "Run / `npm install` / first.")"""
    text = text.strip()
    return prompted_command(text) or (text[:2] == "# " and root_command(text[2:]))
