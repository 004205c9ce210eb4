// CTerminal — the process-wide signal flags and the byte reader for libedit, in ONE place.
//
// The flags used to be `static` variables in CLibEdit/shim.h. A `static` in a header has internal
// linkage: every module (and, after optimisation, every inlined use) got its own copy, so in the
// release build the handler set one copy and the animation loop read another — Ctrl-C did nothing
// during a drag. Here they are defined once, in terminal.c, and reached only through functions.

#ifndef TABLELAB_CTERMINAL_H
#define TABLELAB_CTERMINAL_H

#include <wchar.h>

struct editline;  // libedit's EditLine (histedit.h), opaque here

// MARK: - Signals

/// Installs the SIGINT handler WITHOUT SA_RESTART (a blocked read returns -1/EINTR) and a SIGWINCH
/// handler (with SA_RESTART). Idempotent. Returns 0 on success.
int tl_install_signal_handlers(void);
/// Puts SIGINT and SIGWINCH back to their default actions.
void tl_restore_default_signal_handlers(void);
/// 1 (and clears the flag) when SIGINT arrived since the last call.
int tl_consume_sigint(void);
/// 1 when SIGINT arrived and has not been consumed yet.
int tl_peek_sigint(void);
/// 1 (and clears the flag) when SIGWINCH arrived since the last call.
int tl_consume_sigwinch(void);

// MARK: - Job control and the terminal's modes

/// Remembers the terminal's modes as the shell gave them (fd 0, once, the first call) and installs
/// handlers for SIGTSTP (Ctrl-Z), SIGCONT (`fg`), and SIGTERM / SIGHUP / SIGQUIT:
/// - SIGTSTP: the modes in use are kept, the shell's modes are put back, and the process stops
///   (the default action, raised again); once continued, the kept modes (raw while editing) are
///   reapplied and the continue flag is set, so the line editor redraws its prompt and line.
/// - SIGTERM, SIGHUP, SIGQUIT: the shell's modes are put back, then the default action.
/// libedit's own handling of these (EL_SIGNAL) is off: it left the terminal in cooked mode after a
/// second Ctrl-Z at one prompt, and did not redraw the prompt after `fg`. Idempotent; 0 on success.
int tl_install_job_control_handlers(void);
/// 1 (and clears the flag) when the process was continued (SIGCONT) since the last call.
int tl_consume_sigcont(void);

/// What the reader calls while libedit waits for a key, once a resize (SIGWINCH) or a continue
/// (SIGCONT) arrived: `resize` re-reads the window size (el_resize), `refresh` redraws the prompt
/// and the line (EL_REFRESH). libedit's own signal handling did this; it is off (see above).
typedef void (*tl_editor_hook)(struct editline *el);
void tl_set_editor_hooks(tl_editor_hook resize, tl_editor_hook refresh);

// MARK: - Input for libedit (EL_GETCFN)

/// Reads one character from standard input for libedit, decoding UTF-8 strictly. A byte that is not
/// part of valid UTF-8 becomes U+FFFD (so the learner sees it) and sets the invalid-input flag — libedit's
/// own reader silently drops such bytes, which could turn `rows \xff\xfe5` into `rows 5`.
/// Returns 1 with a character, 0 at end of input, -1 on error or Ctrl-C (errno EINTR).
int tl_read_char(struct editline *el, wchar_t *out);
/// Reads up to `count` bytes of fd 0 that are ready now, never waiting: -1 with errno EAGAIN when
/// none are. A reader that was told "readable" (poll, pselect) must still not block in read(): a
/// Ctrl-C typed between the two makes the kernel flush the input queue (ISIG without NOFLSH) and
/// runs the handler outside any read, so a blocking read would wait for the next key with the flag
/// set — Ctrl-C at a prompt, or during a drag, seemed to do nothing.
long tl_read_ready(void *buffer, unsigned long count);
/// Clears the invalid-input flag (call before reading a line).
void tl_reset_invalid_input(void);
/// 1 when tl_read_char met invalid UTF-8 since the last reset.
int tl_had_invalid_input(void);

#endif
