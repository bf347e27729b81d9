extension FrameWord {
    public static func chineseText(_ word: FrameWord) -> String {
        switch word {
        case .field: "字段 '{id}'（{label}）"
        case .fieldWithoutLabel: "字段 '{id}'"
        case .rowSubField: "{field}，第 {row} 行，子字段 '{id}'（{label}）"
        case .theForm: "表单"
        case .refusedAtLine: "输入第 {line} 行：{field}：{message}"
        case .refusedAtSubmit: "提交：{field}：{message}"
        case .givenRefused: "{source}：{field}：{message}"
        case .givenRefusedAsking: "{source}：{field}：{message}；将会询问"
        case .inputEnded: "输入在第 {line} 行后结束，而{field}仍需要回答"
        case .inputEndedBecause: "输入在第 {line} 行后结束，而{field}仍需要回答（{message}）"
        case .missingField: "  {field}：{message}"
        case .missingFieldFrom: "  {field}：{message}（{source}）"
        case .checkFailedSilently: "检查 '{name}' 失败（退出状态 {status}），未说明原因"
        case .checkOutputNotUTF8: "检查 '{name}' 失败（退出状态 {status}），且其输出不是 UTF-8 文本"
        case .checkTimedOut: "检查 '{name}' 未在 {time} 内回答（已被停止）"
        case .checkTooMuchOutput: "检查 '{name}' 写出了超过 {limit} 字节（已被停止）"
        case .checkNotStarted: "无法启动检查 '{name}'：{reason}"
        case .checkCrashed: "检查 '{name}' 崩溃了（信号 {signal}）"
        case .checkStoppedBySignal: "检查已被停止（{signal}）"
        case .commandTimedOut: "命令 '{name}' 未在 {time} 内回答（已被停止）"
        case .commandTooMuchOutput: "命令 '{name}' 写出了超过 {limit} 字节（已被停止）"
        case .commandNotStarted: "无法启动命令 '{name}'：{reason}"
        case .commandCrashed: "命令 '{name}' 崩溃了（信号 {signal}）"
        }
    }
}
