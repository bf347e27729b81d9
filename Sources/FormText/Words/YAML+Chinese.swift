extension YAMLWord {
    public static func chineseText(_ word: YAMLWord) -> String {
        switch word {
        case .errorIn: "{mark}：错误：{stage}：{context}，位于第 {line} 行第 {column} 列"
        case .error: "{mark}：错误：{stage}：{problem}"
        case .readerAtOffset: "{problem}，位置 {offset}，值 {value}"
        case .nestedTooDeep: "{mark}：错误：parser：集合嵌套超过 {depth} 层"
        case .duplicateKeys: "Parser：所有键都必须唯一，但以下键重复：{keys}。"
        case .memory: "内存错误"
        case .holdsTooMany: "文件包含超过 {max} 个 YAML 值"
        case .standsForTooMany: "文件相当于超过 {max} 个 YAML 值（别名 *name 计入其锚点 &name 包含的全部内容）"
        }
    }
}
