/// How a kind's prompt acts on keys that libedit would otherwise take for editing: the one
/// seam through which a kind's presenter (`KindPresenter.interaction`) changes what keys do at
/// its line, carried in the line's `LineBehaviour` (`stepper`). Today it takes ← and →
/// (`step`), which then no longer move the cursor; a rating's `RatingStepper` is one.
///
/// It is a class so one value can keep state across the keys of one read.
protocol LineInteraction: AnyObject {
    /// The line after ← (`step` -1) or → (+1) with `text` on it; nil leaves the line as it is.
    func step(_ step: Int, text: String) -> String?
}
