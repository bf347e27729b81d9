/// FormDates: the date language of `date` fields (no I/O): `LocalDate` (a calendar day, years
/// 1-9999, arithmetic), `DateParser` ("today", "+3d", "next friday", ISO dates, with messages
/// naming what was wrong), `MonthGrid` and `Weekday` for a calendar picker.
///
/// It depends only on FormText (answers are trimmed as every answer is) and is tested against
/// GNU `date -d` (`FormDatesTests`). FormCore re-exports it; see `docs/architecture.md`.
