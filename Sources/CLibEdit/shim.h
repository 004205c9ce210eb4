// shim.h — the small C surface tablelab needs from libedit.
//
// libedit's el_set / el_get / history are C-variadic and Swift cannot call them, and Swift 6 rejects
// the stdin/stdout/stderr globals, so every such use is wrapped in a `static inline` function here
// (a system-library target cannot hold a .c file; inline functions in its header compile).
//
// No state lives here: a `static` variable in this header would be copied into every module that
// imports it. The signal flags and the input reader live once, in the CTerminal target (a .c file).

#ifndef TABLELAB_CLIBEDIT_SHIM_H
#define TABLELAB_CLIBEDIT_SHIM_H

#include <histedit.h>
#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <errno.h>
#include <unistd.h>
#include <sys/ioctl.h>

// glibc only declares wcwidth under __USE_XOPEN, which Swift's importer does not define.
extern int wcwidth(wchar_t c);

// MARK: - Locale

/// Display width of one code point in the current LC_CTYPE locale (-1 for non-printables).
static inline int tl_wcwidth(int c) { return wcwidth((wchar_t)c); }

/// 1 when the current LC_CTYPE codeset is UTF-8.
static inline int tl_codeset_is_utf8(void) {
    const char *cs = nl_langinfo(CODESET);
    if (cs == NULL) return 0;
    return strcasecmp(cs, "UTF-8") == 0 || strcasecmp(cs, "utf8") == 0;
}

// MARK: - Editor

static inline EditLine *tl_el_init(const char *prog) { return el_init(prog, stdin, stdout, stderr); }

typedef char *(*tl_prompt_fn)(EditLine *);
typedef unsigned char (*tl_command_fn)(EditLine *, int);

static inline int tl_el_set_prompt_esc(EditLine *el, tl_prompt_fn fn, char literal) {
    return el_set(el, EL_PROMPT_ESC, fn, literal);
}
static inline int tl_el_set_editor(EditLine *el, const char *mode) { return el_set(el, EL_EDITOR, mode); }
static inline int tl_el_set_hist(EditLine *el, History *h) { return el_set(el, EL_HIST, history, h); }
static inline int tl_el_set_signal(EditLine *el, int on) { return el_set(el, EL_SIGNAL, on); }
static inline int tl_el_addfn(EditLine *el, const char *name, const char *help, tl_command_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}
static inline int tl_el_bind(EditLine *el, const char *key, const char *command) {
    return el_set(el, EL_BIND, key, command, (const char *)NULL);
}
/// Lets `fn` read each character (tablelab's strict UTF-8 reader, CTerminal's tl_read_char).
static inline int tl_el_set_getcfn(EditLine *el, el_rfunc_t fn) { return el_set(el, EL_GETCFN, fn); }
static inline int tl_el_set_clientdata(EditLine *el, void *data) { return el_set(el, EL_CLIENTDATA, data); }
static inline void *tl_el_get_clientdata(EditLine *el) {
    void *data = NULL;
    if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
    return data;
}

/// Reads one line; *count is the length, 0 with NULL on EOF, -1 with NULL on error/EINTR.
static inline const char *tl_el_gets(EditLine *el, int *count) { return el_gets(el, count); }
static inline const LineInfo *tl_el_line(EditLine *el) { return el_line(el); }
static inline const LineInfoW *tl_el_wline(EditLine *el) { return el_wline(el); }
static inline int tl_el_insertstr(EditLine *el, const char *utf8) { return el_insertstr(el, utf8); }
/// Queues text as if typed: the next el_gets starts with it in the line (not entered).
static inline void tl_el_push(EditLine *el, const char *utf8) { el_push(el, utf8); }
static inline int tl_el_winsertstr(EditLine *el, const wchar_t *s) { return el_winsertstr(el, s); }
/// Deletes `n` characters (code points) before the cursor.
static inline void tl_el_deletestr(EditLine *el, int n) { el_deletestr(el, n); }
static inline void tl_el_reset(EditLine *el) { el_reset(el); }
/// Redraws the prompt and the line from the cursor's row (after `fg`: the shell left the cursor on a
/// fresh line).
static inline void tl_el_refresh(EditLine *el) { el_set(el, EL_REFRESH); }
/// Re-reads the window size (after SIGWINCH).
static inline void tl_el_resize(EditLine *el) { el_resize(el); }
static inline void tl_el_beep(EditLine *el) { el_beep(el); }
static inline void tl_el_end(EditLine *el) { el_end(el); }

/// Writes UTF-8 text to stdout (the stream libedit draws on) and flushes it.
static inline void tl_write_stdout(const char *s) { fputs(s, stdout); fflush(stdout); }
static inline void tl_flush_stdout(void) { fflush(stdout); }

// MARK: - History

static inline History *tl_history_init(void) { return history_init(); }
static inline void tl_history_end(History *h) { history_end(h); }
static inline int tl_history_setsize(History *h, int size) { HistEvent ev; return history(h, &ev, H_SETSIZE, size); }
static inline int tl_history_setunique(History *h, int on) { HistEvent ev; return history(h, &ev, H_SETUNIQUE, on); }
static inline int tl_history_enter(History *h, const char *line) { HistEvent ev; return history(h, &ev, H_ENTER, line); }
/// -1 when the file is missing or unreadable (not an error for a first run).
static inline int tl_history_load(History *h, const char *path) { HistEvent ev; return history(h, &ev, H_LOAD, path); }
/// -1 when the file cannot be written.
static inline int tl_history_save(History *h, const char *path) { HistEvent ev; return history(h, &ev, H_SAVE, path); }
/// Writes the history (libedit's `_HiStOrY_V2_` format) to an open stream; -1 on failure.
static inline int tl_history_save_fp(History *h, FILE *fp) { HistEvent ev; return history(h, &ev, H_SAVE_FP, fp); }

// MARK: - Terminal

static inline int tl_isatty(int fd) { return isatty(fd); }
/// Columns of the terminal on `fd`, or -1 when it is not a terminal / unknown.
static inline int tl_terminal_columns(int fd) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0 || ws.ws_col == 0) return -1;
    return (int)ws.ws_col;
}
static inline int tl_terminal_rows(int fd) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0 || ws.ws_row == 0) return -1;
    return (int)ws.ws_row;
}
static inline int tl_errno(void) { return errno; }

#endif
