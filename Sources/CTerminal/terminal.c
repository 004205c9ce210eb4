// terminal.c — see include/CTerminal.h. The only definitions of the signal flags.

#include "CTerminal.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/select.h>
#include <termios.h>
#include <unistd.h>

static volatile sig_atomic_t sigint_flag = 0;
static volatile sig_atomic_t sigwinch_flag = 0;
/// Set with sigwinch_flag, cleared only by the reader: the REPL consumes sigwinch_flag on its own.
static volatile sig_atomic_t editor_resize_flag = 0;
static volatile sig_atomic_t sigcont_flag = 0;
/// Set with sigcont_flag, cleared by the reader (which redraws) and by tl_consume_sigcont.
static volatile sig_atomic_t editor_refresh_flag = 0;
static int signals_installed = 0;

static void on_sigint(int signo) { (void)signo; sigint_flag = 1; }
static void on_sigwinch(int signo) { (void)signo; sigwinch_flag = 1; editor_resize_flag = 1; }

// MARK: - Job control

static struct termios shell_modes;       // fd 0's modes when tablelab started
static volatile sig_atomic_t have_shell_modes = 0;
static int job_control_installed = 0;

static void install(int signo, void (*handler)(int), int flags) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    sa.sa_handler = handler;
    sa.sa_flags = flags;
    sigaction(signo, &sa, NULL);
}

/// Gives the terminal back the modes the shell gave it, then takes `signo`'s default action (stop or
/// end) from inside its own handler: reset to the default, unblock, raise.
static void raise_with_shell_modes(int signo) {
    if (have_shell_modes) tcsetattr(0, TCSADRAIN, &shell_modes);
    signal(signo, SIG_DFL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, signo);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
    raise(signo);
}

static void on_sigtstp(int signo) {
    int saved_errno = errno;
    struct termios in_use;
    int have_in_use = tcgetattr(0, &in_use) == 0;
    // Stop with the default action. (In an orphaned process group the kernel discards it, as POSIX
    // says: then nothing stops, and the modes are reapplied at once.)
    raise_with_shell_modes(signo);
    // Continued.
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, signo);
    sigprocmask(SIG_BLOCK, &set, NULL);  // blocked again until this handler returns
    install(signo, on_sigtstp, SA_RESTART);
    if (have_in_use) tcsetattr(0, TCSADRAIN, &in_use);
    sigcont_flag = 1;
    editor_refresh_flag = 1;
    errno = saved_errno;
}

static void on_sigcont(int signo) {
    (void)signo;
    // Also when continued without a Ctrl-Z first (`kill -STOP`, then `fg`): the shell may have
    // changed the modes meanwhile; the reader redraws, and libedit's raw mode stands as it was.
    sigcont_flag = 1;
    editor_refresh_flag = 1;
}

static void on_fatal(int signo) {
    raise_with_shell_modes(signo);
}

/// Installs `handler` unless the signal was ignored when tablelab started (`nohup`, a shell without
/// job control): what the parent chose to ignore stays ignored.
static void install_unless_ignored(int signo, void (*handler)(int), int flags) {
    struct sigaction old;
    if (sigaction(signo, NULL, &old) == 0 && old.sa_handler == SIG_IGN) return;
    install(signo, handler, flags);
}

int tl_install_job_control_handlers(void) {
    if (job_control_installed) return 0;
    if (!have_shell_modes && tcgetattr(0, &shell_modes) == 0) have_shell_modes = 1;
    install_unless_ignored(SIGTSTP, on_sigtstp, SA_RESTART);
    install(SIGCONT, on_sigcont, SA_RESTART);
    install_unless_ignored(SIGTERM, on_fatal, 0);
    install_unless_ignored(SIGHUP, on_fatal, 0);
    install_unless_ignored(SIGQUIT, on_fatal, 0);
    job_control_installed = 1;
    return 0;
}

int tl_consume_sigcont(void) {
    editor_refresh_flag = 0;
    if (!sigcont_flag) return 0;
    sigcont_flag = 0;
    return 1;
}

static tl_editor_hook resize_hook = NULL;
static tl_editor_hook refresh_hook = NULL;

void tl_set_editor_hooks(tl_editor_hook resize, tl_editor_hook refresh) {
    resize_hook = resize;
    refresh_hook = refresh;
}

/// Runs the hooks for what arrived while waiting for a key (in the reader, never in a handler).
static void run_editor_hooks(struct editline *el) {
    if (el == NULL) return;
    if (editor_resize_flag) {
        editor_resize_flag = 0;
        if (resize_hook) resize_hook(el);
    }
    if (editor_refresh_flag) {
        editor_refresh_flag = 0;
        if (refresh_hook) refresh_hook(el);
    }
}

int tl_install_signal_handlers(void) {
    if (signals_installed) return 0;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    sa.sa_handler = on_sigint;
    sa.sa_flags = 0;
    if (sigaction(SIGINT, &sa, NULL) != 0) return -1;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    sa.sa_handler = on_sigwinch;
    sa.sa_flags = SA_RESTART;
    if (sigaction(SIGWINCH, &sa, NULL) != 0) return -1;
    signals_installed = 1;
    return 0;
}

void tl_restore_default_signal_handlers(void) {
    if (!signals_installed) return;
    signal(SIGINT, SIG_DFL);
    signal(SIGWINCH, SIG_DFL);
    signals_installed = 0;
}

int tl_consume_sigint(void) {
    if (!sigint_flag) return 0;
    sigint_flag = 0;
    return 1;
}

int tl_peek_sigint(void) { return sigint_flag ? 1 : 0; }

int tl_consume_sigwinch(void) {
    if (!sigwinch_flag) return 0;
    sigwinch_flag = 0;
    return 1;
}

// MARK: - Input

static int invalid_input = 0;
static int pushed_back = -1;  // a byte read past an invalid sequence, to decode next

/// Waits until fd 0 is readable or SIGINT arrives, without the race of "check the flag, then read":
/// SIGINT is blocked while the flag is checked and unblocked only inside pselect, atomically. A Ctrl-C
/// that lands while libedit is busy between two reads is therefore never lost (a plain read would
/// block until the next key). 1 when readable, -1 on Ctrl-C (errno EINTR) or error.
static int wait_readable(struct editline *el) {
    sigset_t block, old;
    sigemptyset(&block);
    sigaddset(&block, SIGINT);
    if (sigprocmask(SIG_BLOCK, &block, &old) != 0) return 1;  // cannot block: just read
    for (;;) {
        if (sigint_flag) {
            sigprocmask(SIG_SETMASK, &old, NULL);
            errno = EINTR;
            return -1;
        }
        if (editor_resize_flag || editor_refresh_flag) {
            sigprocmask(SIG_SETMASK, &old, NULL);
            run_editor_hooks(el);
            if (sigprocmask(SIG_BLOCK, &block, &old) != 0) return 1;
            continue;
        }
        fd_set readable;
        FD_ZERO(&readable);
        FD_SET(0, &readable);
        sigset_t during = old;
        sigdelset(&during, SIGINT);
        int r = pselect(1, &readable, NULL, NULL, NULL, &during);
        if (r > 0) {
            sigprocmask(SIG_SETMASK, &old, NULL);
            return 1;
        }
        if (r < 0 && errno != EINTR) {
            int e = errno;
            sigprocmask(SIG_SETMASK, &old, NULL);
            errno = e;
            return -1;
        }
        // EINTR: SIGINT, SIGWINCH or SIGCONT (the flags are checked at the top): wait again.
    }
}

long tl_read_ready(void *buffer, unsigned long count) {
    int flags = fcntl(0, F_GETFL);
    if (flags < 0) return read(0, buffer, count);
    if (flags & O_NONBLOCK) return read(0, buffer, count);
    // O_NONBLOCK belongs to the open file the shell shares: set for this read only.
    if (fcntl(0, F_SETFL, flags | O_NONBLOCK) != 0) return read(0, buffer, count);
    ssize_t n = read(0, buffer, count);
    int saved = errno;
    fcntl(0, F_SETFL, flags);
    errno = saved;
    return n;
}

/// One byte from fd 0: 1 with the byte, 0 at end of input, -1 on error or Ctrl-C.
static int read_byte(struct editline *el, unsigned char *byte) {
    if (pushed_back >= 0) {
        *byte = (unsigned char)pushed_back;
        pushed_back = -1;
        return 1;
    }
    for (;;) {
        if (wait_readable(el) < 0) return -1;
        ssize_t n = tl_read_ready(byte, 1);  // never blocks: see tl_read_ready
        if (n == 1) return 1;
        if (n == 0) return 0;
        if (errno == EINTR) {
            if (sigint_flag) return -1;  // Ctrl-C: libedit ends el_gets; the caller reads the flag
            continue;                    // SIGWINCH, SIGCONT: the next wait runs the editor hooks
        }
        if (errno == EAGAIN || errno == EWOULDBLOCK) continue;  // flushed by Ctrl-C: wait sees the flag
        return -1;
    }
}

int tl_read_char(struct editline *el, wchar_t *out) {
    unsigned char b;
    int r = read_byte(el, &b);
    if (r != 1) {
        *out = L'\0';
        return r;
    }
    if (b < 0x80) {
        *out = (wchar_t)b;
        return 1;
    }
    int need;
    unsigned int value, min;
    if (b >= 0xC2 && b <= 0xDF) { need = 1; value = b & 0x1F; min = 0x80; }
    else if (b >= 0xE0 && b <= 0xEF) { need = 2; value = b & 0x0F; min = 0x800; }
    else if (b >= 0xF0 && b <= 0xF4) { need = 3; value = b & 0x07; min = 0x10000; }
    else {
        invalid_input = 1;
        *out = (wchar_t)0xFFFD;
        return 1;
    }
    for (int k = 0; k < need; k++) {
        unsigned char c;
        r = read_byte(el, &c);
        if (r != 1) {  // cut short by end of input, an error or Ctrl-C
            invalid_input = 1;
            *out = L'\0';
            return r;
        }
        if ((c & 0xC0) != 0x80) {
            pushed_back = c;  // not a continuation byte: it starts the next character
            invalid_input = 1;
            *out = (wchar_t)0xFFFD;
            return 1;
        }
        value = (value << 6) | (c & 0x3F);
    }
    if (value < min || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF)) {
        invalid_input = 1;
        *out = (wchar_t)0xFFFD;
        return 1;
    }
    *out = (wchar_t)value;
    return 1;
}

void tl_reset_invalid_input(void) { invalid_input = 0; }

int tl_had_invalid_input(void) { return invalid_input; }
