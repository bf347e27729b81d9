/// A repeating group's rows (`GroupKind`): each row is a record of its sub-fields' answers,
/// checked by the sub-fields' own validators, their `when` (an earlier sub-field of the same
/// row) and the group's rules (two sub-fields of one row). One home for what a row means:
/// the session, `fill`, `--set`, `--answers` and drafts all ask here.
///
/// ```swift
/// legs.record(from: [.text("Oslo"), .date(may2), .date(may1)])   // {"from":"Oslo","start":…,"end":…}
/// legs.recordFailure(record, row: 1)?.failure.message              // "ends before it starts"
/// ```
extension FieldValidator {
    /// Whether sub-field `member` is shown in a row whose sub-fields hold `values` (by
    /// position): its `when` looks at an earlier sub-field of the row, itself shown.
    public func memberShown(_ member: Int, in values: [FieldValue?]) -> Bool {
        guard let condition = members[member].field.condition else { return true }
        guard let target = memberIndex[condition.field], target < member, memberShown(target, in: values) else {
            return condition.isSatisfied(by: nil)
        }
        return condition.isSatisfied(by: (values[target] ?? memberDefaults[target])?.canonicalText)
    }

    /// The record a row's answers (by sub-field position) stand for: each shown sub-field's
    /// answer, else its default (nil when it has none); hidden sub-fields have no entry.
    public func record(from values: [FieldValue?]) -> FieldRecord {
        var entries: [FieldRecord.Entry] = []
        entries.reserveCapacity(members.count)
        for (index, member) in members.enumerated() where memberShown(index, in: values) {
            entries.append(FieldRecord.Entry(id: member.field.id, value: values[index] ?? memberDefaults[index]))
        }
        return FieldRecord(entries: entries)
    }

    /// A record's answers by sub-field position (entries of unknown or hidden sub-fields are
    /// not looked at).
    func values(of record: FieldRecord) -> [FieldValue?] {
        var values = [FieldValue?](repeating: nil, count: members.count)
        for entry in record.entries {
            if let index = memberIndex[entry.id] { values[index] = entry.value }
        }
        return values
    }

    /// The first problem of one row (1-based `row`): a shown sub-field's answer that its own
    /// checks refuse (a required one unanswered), then the group's rules in file order.
    /// The failure's message is the sub-field's own; `member` is the sub-field to focus.
    public func recordFailure(_ values: [FieldValue?], row: Int) -> (member: Int, failure: ValidationFailure)? {
        for index in members.indices where memberShown(index, in: values) {
            let value = values[index] ?? memberDefaults[index]
            if let failure = members[index].validate(value) { return (index, failure) }
        }
        if let failure = ruleFailure(values) { return failure }
        return nil
    }

    /// `recordFailure(values, row:)` for a row whose every value was just accepted by its
    /// sub-field's `value(from:)`: such a value is not checked again where that can never
    /// refuse it (`acceptedValueStaysValid`), and a default's check was made once.
    private func readRowFailure(_ values: [FieldValue?]) -> (member: Int, failure: ValidationFailure)? {
        for index in members.indices where memberShown(index, in: values) {
            let failure: ValidationFailure?
            if let value = values[index] {
                if memberRecheckHolds[index] { continue }
                failure = members[index].validate(value)
            } else if let made = memberDefaultFailures[index] {
                failure = made
            } else {
                failure = members[index].validate(memberDefaults[index])
            }
            if let failure { return (index, failure) }
        }
        return ruleFailure(values)
    }

    /// The first of the group's rules a row breaks, with the sub-field it refocuses.
    func ruleFailure(_ values: [FieldValue?], comparingWith id: String? = nil) -> (member: Int, failure: ValidationFailure)? {
        guard !memberRules.rules.isEmpty else { return nil }
        let lookUp: (String) -> FieldValue? = { id in
            guard let index = self.memberIndex[id], self.memberShown(index, in: values) else { return nil }
            return values[index] ?? self.memberDefaults[index]
        }
        let failure: ValidationFailure?
        if let id {
            failure = memberRules.firstFailure(for: id, value: lookUp) ?? memberRules.firstFailure(comparingWith: id, value: lookUp)
        } else {
            failure = memberRules.firstFailure(value: lookUp)
        }
        guard let failure, let member = memberIndex[failure.field] else { return nil }
        return (member, failure)
    }

    /// The bytes a row counts toward the limit every list has: its answers' text, one byte
    /// between each.
    static func rowBytes(_ values: [FieldValue?]) -> Int {
        values.reduce(0) { $0 + ($1.map { $0.canonicalText.utf8.count + 1 } ?? 0) }
    }

    /// Checks a group's whole answer: the row counts, the limit every list has, then each
    /// row (`recordFailure`), named "row N, sub-field: …" for reports that show no prompt.
    func validate(records: [FieldRecord]) -> ValidationFailure? {
        if let failure = countFailure(records: records) { return failure }
        for (index, record) in records.enumerated() {
            if let (member, failure) = recordFailure(values(of: record), row: index + 1) {
                return rowFailure(failure, row: index + 1, member: member)
            }
        }
        return nil
    }

    /// What `validate(records:)` checks of the rows together: how many (required, the
    /// group's counts) and the limit every list has.
    private func countFailure(records: [FieldRecord]) -> ValidationFailure? {
        if field.required, records.isEmpty { return fail(.word(.validNeedsRow)) }
        if let failure = ItemCounts.failureText(count: records.count, of: field, unit: .row) { return fail(failure) }
        var bytes = -1
        for record in records { bytes += Self.rowBytes(record.entries.map(\.value)) + 1 }
        if let excess = InputLimits.listExcessText(rows: records.count, bytes: bytes) { return fail(excess) }
        return nil
    }

    /// A sub-field's failure named for a report: "row 2, due: must be on or after …".
    public func rowFailure(_ failure: ValidationFailure, row: Int, member: Int) -> ValidationFailure {
        func named(_ text: MessageText) -> MessageText {
            .word(.validGroupRowMessage, [.init("row", .verbatim(String(row))), .init("field", .verbatim(members[member].field.id)), .init("message", text)])
        }
        return ValidationFailure(field: field.id, text: named(failure.text), withoutAnswer: failure.textWithoutAnswer.map(named))
    }

    /// A group answered with one text: a JSON (or YAML flow) array of objects, one per row,
    /// each mapping sub-field ids to answers as they would be typed (`null` for none), as
    /// `--set`, an answers document and a CSV cell give it: `[{"from":"Oslo","start":"2026-12-01"}]`.
    func records(fromText text: String) -> Result<FieldValue?, ValidationFailure> {
        switch rows(ofText: text) {
        case .failure(let failure): return .failure(failure)
        case .success(let rows): return value(fromRows: rows)
        }
    }

    /// The rows a JSON array of objects holds, as sub-field id → answer: text as typed, or
    /// items (an array, what `fill` and `run` write for a multiple choice or a list in a row)
    /// (a `null` is left out); a message saying what is wrong otherwise. The answer's size is
    /// checked before.
    public func rows(ofText text: String) -> Result<[[String: AnswerInput]], ValidationFailure> {
        let names = members.map(\.field.id)
        let how = MessageText.Value("how", .word(.validGroupHow, ["example": "[{\"\(names.first ?? "id")\":\"…\"}]"]))
        let listed = names.joined(separator: ", ")
        let pass = JSONSurrogates.composeGiven(text)
        if pass.excess != nil { return .failure(fail(.word(.validGroupTooManyValues, [how]))) }
        if case .failure(let error) = pass.result, error.kind == .duplicateKeys {
            // Said as the answer's own mistake, not as a wrong shape.
            let key = TerminalSafeText.escape(error.duplicates.first ?? "")
            return .failure(fail(.word(.validGroupDuplicateKey, ["key": key, "column": String(error.mark.column)])))
        }
        guard case .success(let root?) = pass.result, case .sequence(let items) = root else {
            return .failure(fail(.word(.validGroupNotRows, [.init("names", .verbatim(listed)), how])))
        }
        if items.count > InputLimits.maximumListRows, let excess = InputLimits.listExcessText(rows: items.count, bytes: 0) {
            return .failure(fail(excess))
        }
        var rows: [[String: AnswerInput]] = []
        rows.reserveCapacity(items.count)
        for (number, item) in zip(1..., items) {
            guard case .mapping(let pairs) = item else { return .failure(fail(.word(.validGroupRowNotObject, [.init("row", .verbatim(String(number))), how]))) }
            var row: [String: AnswerInput] = [:]
            for (key, value) in pairs {
                guard let id = key.scalar?.string, memberIndex[id] != nil else {
                    let shown = key.scalar.map { MessageText.verbatim("'\(TerminalSafeText.escape($0.string))'") } ?? .word(.validGroupKeyNotText)
                    return .failure(fail(.word(.validGroupUnknownKey, [.init("row", .verbatim(String(number))), .init("key", shown), .init("names", .verbatim(listed))])))
                }
                guard row[id] == nil else { return .failure(fail(.word(.validGroupRowTwice, ["row": String(number), "field": id]))) }
                if case .sequence(let sequence) = value {
                    var items: [String] = []
                    for item in sequence {
                        guard let scalar = item.scalar, !YAMLResolver.yaml11.isNull(scalar) else {
                            return .failure(fail(.word(.validGroupItemsScalar, ["row": String(number), "field": id])))
                        }
                        items.append(scalar.string)
                    }
                    row[id] = .items(items)
                    continue
                }
                guard let scalar = value.scalar else {
                    return .failure(fail(.word(.validGroupAnswerShape, ["row": String(number), "field": id])))
                }
                if YAMLResolver.yaml11.isNull(scalar) { continue }
                row[id] = .text(scalar.string)
            }
            rows.append(row)
        }
        return .success(rows)
    }

    /// A group's rows given apart (`fill`, `--answers`, drafts): each row's sub-field
    /// answers as they would be typed, by id. Each answer is read by its sub-field's
    /// validator; a row whose answers are all blank is dropped; then the rows are checked as
    /// the session checks them (rows numbered as given).
    public func value(fromRows rows: [[String: String]]) -> Result<FieldValue?, ValidationFailure> {
        value(fromRows: rows.map { $0.mapValues(AnswerInput.text) })
    }

    /// A group's rows given apart, each sub-field's answer typed text or items (a multiple
    /// choice's picks, a list's rows: what `fill` and `run` write in a row), read by the
    /// sub-field's validator as the same answer outside a group is (`value(from:)`).
    public func value(fromRows rows: [[String: AnswerInput]]) -> Result<FieldValue?, ValidationFailure> {
        value(rowCount: rows.count, unknownKey: { row in rows[row].keys.first { memberIndex[$0] == nil } },
              answer: { row, member in rows[row][members[member].field.id] })
    }

    /// `value(fromRows:)` for rows held any way (`fill` reads a record's rows in place, on
    /// its bytes): `rowCount` rows; `unknownKey(row)` a key of the row that names no
    /// sub-field, nil when there is none; `answer(row, member)` the answer the row gives the
    /// sub-field at position `member`, nil when it gives none (or null).
    package func value(rowCount: Int, unknownKey: (Int) -> String?,
                       answer: (_ row: Int, _ member: Int) -> AnswerInput?) -> Result<FieldValue?, ValidationFailure> {
        if let excess = InputLimits.listExcessText(rows: rowCount, bytes: 0) { return .failure(fail(excess)) }
        var records: [FieldRecord] = []
        records.reserveCapacity(rowCount)
        for row in 0..<rowCount {
            let number = row + 1
            var values = [FieldValue?](repeating: nil, count: members.count)
            var blank = true
            if let unknown = unknownKey(row) {
                return .failure(fail(.word(.validGroupUnknownKeyAlone, ["row": String(number), "key": "'\(TerminalSafeText.escape(unknown))'"])))
            }
            // In the sub-fields' order, so the first refusal is the one a person meets first.
            for index in members.indices {
                // A sub-field hidden in this row (its `when`, on an earlier one) is not read.
                guard let input = answer(row, index), memberShown(index, in: values) else { continue }
                switch input {
                case .text(let text):
                    // NUL is not white space: an answer holding one is not blank, and the
                    // sub-field's reading refuses it first (`AnswerText.nulMessage`).
                    guard !AnswerText.isBlank(text) else { continue }
                case .items(let items):
                    guard !members[index].isBlank(items: items) else { continue }
                case .rows:
                    break  // refused by the sub-field's validator (a group holds no group)
                }
                blank = false
                switch members[index].value(from: input) {
                case .failure(let failure): return .failure(rowFailure(failure, row: number, member: index))
                case .success(let value): values[index] = value
                }
            }
            if blank { continue }
            if let (member, failure) = readRowFailure(values) {
                return .failure(rowFailure(failure, row: number, member: member))
            }
            records.append(record(from: values))
        }
        if records.isEmpty { return field.required ? .failure(fail(.word(.validNeedsRow))) : .success(nil) }
        // Each row passed `recordFailure` above, which `validate(records:)` would only ask
        // again with the same answers (the record's defaults are what it fills in anyway).
        if let failure = countFailure(records: records) { return .failure(failure) }
        return .success(.records(records))
    }
}
