extension FieldValue: Codable {
    private enum CodingKeys: String, CodingKey { case text, number, bool, date, list, records }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let text = try container.decodeIfPresent(String.self, forKey: .text) {
            self = .text(text)
        } else if container.contains(.number) {
            // Drafts hold a number's text; drafts written before that, a float.
            if let text = try? container.decode(String.self, forKey: .number), let number = FormNumber(parsing: text) {
                self = .number(number)
            } else {
                self = .number(FormNumber(try container.decode(Double.self, forKey: .number)))
            }
        } else if let flag = try container.decodeIfPresent(Bool.self, forKey: .bool) {
            self = .bool(flag)
        } else if let date = try container.decodeIfPresent(LocalDate.self, forKey: .date) {
            self = .date(date)
        } else if let rows = try container.decodeIfPresent([String].self, forKey: .list) {
            self = .list(rows)
        } else if let records = try container.decodeIfPresent([FieldRecord].self, forKey: .records) {
            self = .records(records)
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "expected one of text, number, bool, date, list, records"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .text(let text): try container.encode(text, forKey: .text)
        case .number(let number): try container.encode(number.text, forKey: .number)
        case .bool(let flag): try container.encode(flag, forKey: .bool)
        case .date(let date): try container.encode(date, forKey: .date)
        case .list(let rows): try container.encode(rows, forKey: .list)
        case .records(let records): try container.encode(records, forKey: .records)
        }
    }
}
