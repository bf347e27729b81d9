extension FormSession {
    /// Resumes from `draft` (the form may have changed since it was saved) and focuses where
    /// to go on: the first value that no longer validates, with its message, else the
    /// draft's field, else (that field is gone) the first field still needing an answer.
    ///
    /// Every value is read again as its field's current kind and validated, exactly as if
    /// typed; values of fields the form no longer has are dropped (and reported).
    package func resume(from draft: SessionDraft) -> DraftResume {
        let report = apply(draft)
        // The secrets a draft never keeps are asked first, so what the person types as the
        // notice tells them ("type again: password") lands in a hidden field, never a visible one.
        if let secret = secretsToType.first, focusField(secret) {
            return report
        }
        if let failure = report.failure, focusField(failure.field) {
            message = failure
        } else {
            let visible = visibleFields
            let field = visible.first { $0.id == draft.focusedField } ?? visible.first { !isAnswered($0.id) }
            start(at: field?.id)
        }
        return report
    }

    /// The visible secret fields still to be typed: a draft never keeps them, so a resume
    /// asks for them again.
    package var secretsToType: [String] {
        visibleFields.filter { $0.isSecret && !isAnswered($0.id) }.map(\.id)
    }

    /// Takes answers from a draft, each read again as its field's kind now; see `resume(from:)`.
    @discardableResult
    func apply(_ draft: SessionDraft) -> DraftResume {
        var report = DraftResume()
        report.droppedFields = draft.values.keys.filter { indexByID[$0] == nil }.sorted()
        for (index, field) in fields.enumerated() where !field.isSecret {
            guard let value = draft.values[field.id] else { continue }
            if let kind = draft.fields[field.id], kind != field.kind { report.changedKinds.append(.init(field: field.id, from: kind, to: field.kind)) }
            // A list's rows and a multiple choice's items are read as items, as `fill` reads
            // an array: never joined into one text and split again.
            let input: AnswerInput
            if case .list(let items) = value, field.takesItems {
                input = .items(items)
            } else {
                input = .text(validators[index].editableText(of: value))
            }
            let outcome = validators[index].value(from: input)
            if field.takesRowsOfText {
                // Rows are shown as they were, even when they no longer validate together;
                // but rows past the limit every list has are refused, none of them kept.
                let rows: [String]
                switch input {
                case .items(let items): rows = FieldValidator.trimmedItems(items)
                case .text(let text), .rows(let text): rows = ListKind.rows(of: text)
                }
                replaceRows(InputLimits.listExcess(rows) == nil ? rows : [], in: field.id)
                syncList(field.id)
            }
            if field.holdsRecords {
                // Rows are shown as they were (what the draft held), whether or not they pass now.
                if case .records(let records) = value, records.count <= InputLimits.maximumListRows {
                    replaceGroupRows(records, at: index)
                } else {
                    replaceGroupRows([], at: index)
                }
            }
            switch outcome {
            case .success(let reread):
                setValue(reread, at: index)
                if field.holdsRecords { syncGroup(field.id) }
                if draft.answered.contains(field.id) { setAnswered(index, true) }
            case .failure(let failure):
                if !field.holdsRows { store.refuse(input, for: field.id) }
                if report.failure == nil { report.failure = failure }
            }
        }
        return report
    }
}
