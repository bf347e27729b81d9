// CLibEdit: libedit (BSD editline) for Swift.
//
// el_set, el_get and history are variadic C functions, which Swift cannot call.
// Each static inline wrapper below fixes one calling form so Swift sees a plain
// prototype. Add a wrapper here when a new form is needed; never call the
// variadic functions from Swift directly.
#ifndef FORMLINE_CLIBEDIT_SHIM_H
#define FORMLINE_CLIBEDIT_SHIM_H

#include <stdio.h>
#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <histedit.h>

/// Prompt callback: returns the prompt text (EL_PROMPT, EL_PROMPT_ESC).
typedef char *(*fl_prompt_func)(EditLine *);
/// Key callback added with EL_ADDFN: returns one of the CC_* codes.
typedef unsigned char (*fl_key_func)(EditLine *, int);
/// Character reader (EL_GETCFN): 1 = read one character, 0 = end of input, -1 = error.
typedef int (*fl_read_func)(EditLine *, wchar_t *);

// MARK: el_set

/// el_set(el, EL_PROMPT_ESC, func, delimiter): characters between two `delimiter`s
/// are printed but take no room (for colour escapes).
static inline int fl_el_set_prompt_esc(EditLine *el, fl_prompt_func func, char delimiter) {
    return el_set(el, EL_PROMPT_ESC, func, (int)delimiter);
}

/// el_set(el, op, string) for EL_EDITOR and EL_TERMINAL.
static inline int fl_el_set_string(EditLine *el, int op, const char *value) {
    return el_set(el, op, value);
}

/// el_set(el, op, int) for EL_SIGNAL, EL_EDITMODE and EL_UNBUFFERED.
static inline int fl_el_set_int(EditLine *el, int op, int value) {
    return el_set(el, op, value);
}

/// el_set(el, op, first, second, NULL) for EL_SETTY ("-d", "-isig") and EL_BIND.
static inline int fl_el_set_string_pair(EditLine *el, int op, const char *first, const char *second) {
    return el_set(el, op, first, second, (const char *)NULL);
}

/// el_wset(el, EL_BIND, key, func, NULL), or with "-a" first when `alternate` is non-zero
/// (vi's command-mode keymap). Wide strings need no locale, so private keys such as
/// U+0091 bind even under LC_CTYPE=C.
static inline int fl_el_wset_bind(EditLine *el, int alternate, const wchar_t *key, const wchar_t *func) {
    return alternate ? el_wset(el, EL_BIND, L"-a", key, func, (const wchar_t *)NULL)
                     : el_wset(el, EL_BIND, key, func, (const wchar_t *)NULL);
}

/// el_set(el, EL_ADDFN, name, help, func): registers a key function that EL_BIND can name.
static inline int fl_el_set_addfn(EditLine *el, const char *name, const char *help, fl_key_func func) {
    return el_set(el, EL_ADDFN, name, help, func);
}

/// el_wset(el, EL_ADDFN, name, help, func): the same with wide strings, which need no locale
/// (a description in German or Chinese registers under LC_CTYPE=C too). libedit keeps the
/// pointers, not copies: they must live as long as `el`.
static inline int fl_el_wset_addfn(EditLine *el, const wchar_t *name, const wchar_t *help, fl_key_func func) {
    return el_wset(el, EL_ADDFN, name, help, func);
}

/// el_set(el, EL_CLIENTDATA, data).
static inline int fl_el_set_clientdata(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}

/// el_set(el, EL_HIST, history, h): the history that ed-prev-history & co. walk.
static inline int fl_el_set_hist(EditLine *el, History *h) {
    return el_set(el, EL_HIST, history, h);
}

/// el_set(el, EL_GETCFN, func): replaces libedit's own character reader.
static inline int fl_el_set_getcfn(EditLine *el, fl_read_func func) {
    return el_set(el, EL_GETCFN, func);
}

/// el_set(el, EL_REFRESH): forgets what is on the screen and draws the prompt and the
/// line again from the cursor's position (after the process was continued).
static inline int fl_el_refresh(EditLine *el) {
    return el_set(el, EL_REFRESH);
}

// MARK: el_get

/// el_get(el, EL_CLIENTDATA, &data).
static inline void *fl_el_get_clientdata(EditLine *el) {
    void *data = NULL;
    return el_get(el, EL_CLIENTDATA, &data) == 0 ? data : NULL;
}

/// el_get(el, EL_EDITOR, &name): "emacs" or "vi".
static inline const char *fl_el_get_editor(EditLine *el) {
    const char *name = NULL;
    return el_get(el, EL_EDITOR, &name) == 0 ? name : NULL;
}

/// el_get(el, EL_EDITMODE, &on): 1 when line editing is enabled, 0 when off, -1 on error.
static inline int fl_el_get_editmode(EditLine *el) {
    int on = 0;
    return el_get(el, EL_EDITMODE, &on) == 0 ? on : -1;
}

// MARK: wcwidth

int wcwidth(wchar_t c);  // POSIX (XSI); not every C library declares it by default

/// Columns `c` takes on a terminal (wcwidth): 2 for CJK and emoji, 0 for combining marks,
/// -1 for non-printable characters.
static inline int fl_wcwidth(wchar_t c) {
    return wcwidth(c);
}

// MARK: history(3)

/// history(h, &ev, H_SETSIZE, size): keeps at most `size` entries.
static inline int fl_history_setsize(History *h, int size) {
    HistEvent ev;
    return history(h, &ev, H_SETSIZE, size);
}

/// history(h, &ev, H_GETSIZE): the number of entries.
static inline int fl_history_getsize(History *h) {
    HistEvent ev;
    return history(h, &ev, H_GETSIZE) == 0 ? ev.num : -1;
}

/// history(h, &ev, H_SETUNIQUE, flag): 1 skips an entry equal to the newest one.
static inline int fl_history_setunique(History *h, int flag) {
    HistEvent ev;
    return history(h, &ev, H_SETUNIQUE, flag);
}

/// history(h, &ev, H_ENTER, line): adds `line` as the newest entry.
static inline int fl_history_enter(History *h, const char *line) {
    HistEvent ev;
    return history(h, &ev, H_ENTER, line);
}

/// history(h, &ev, H_CLEAR): removes every entry.
static inline int fl_history_clear(History *h) {
    HistEvent ev;
    return history(h, &ev, H_CLEAR);
}

/// history(h, ev, H_FIRST): moves to the newest entry; 0 on success.
static inline int fl_history_first(History *h, HistEvent *ev) {
    return history(h, ev, H_FIRST);
}

/// history(h, ev, H_NEXT): moves to the next older entry; 0 on success.
static inline int fl_history_next(History *h, HistEvent *ev) {
    return history(h, ev, H_NEXT);
}

#endif
