"""How long a test waits for anything: a ceiling, never a speed claim.

The suite runs on machines that are busy (2 cores shared by several runs): a server
may take many seconds to start, a narrate subprocess a minute to import and build.
Every wait in the tests waits on an event (a line printed, a port answering, a file
appearing, a process exiting) and uses PATIENCE only as the ceiling that turns a
real hang into a failure. An unloaded run never comes near it, so it costs nothing.
Speed is measured by benchmarks/, never by a test.
"""

#: Seconds before a wait gives up; reached only when something hangs.
PATIENCE = 300.0
