extension ColourWord {
    public static func chineseText(_ word: ColourWord) -> String {
        switch word {
        case .warning: "警告：{warning}"
        case .settingTooLong: "{source}：已忽略：超过 {max} 字节；使用在它之前设置的颜色"
        case .entryIgnored: "{source}：已忽略：{problem}；该角色保留原有颜色"
        case .notParameters: "{role} 的 '{value}'：不是 SGR 参数（只能是数字和 ';'，最多 {max} 个）"
        case .unknownRole: "未知角色 '{name}'（角色：{roles}）"
        case .notRoleEntry: "'{entry}'：不是 role=PARAMETERS 形式"
        case .moreBadEntries: "{source}：另有 {count} 个错误条目已忽略"
        case .unknownTheme: "{source}：未知主题 '{name}'（主题：{themes}）；使用默认主题"
        case .notKeyValue: "{source}：已忽略：不是 'key = value' 形式"
        case .unknownKey: "{source}：已忽略未知键 '{key}'（键：theme、colors）"
        case .moreBadLines: "{path}：其余错误行已忽略"
        case .fileNotRead: "{path}：未读取（{reason}）；使用默认颜色"
        case .fileNotRegular: "{path}：未读取：它是{kind}，不是普通文件；使用默认颜色"
        case .fileTooLarge: "{path}：未读取：大于 {size} KiB；使用默认颜色"
        case .fileNotUTF8: "{path}：未读取：不是 UTF-8 文本；使用默认颜色"
        }
    }
}
