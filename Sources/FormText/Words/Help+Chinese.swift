extension HelpWord {
    public static func chineseText(_ word: HelpWord) -> String {
        switch word {
        case .formlineAbstract: "在终端、通过管道或批量地填写声明式表单。"
        case .runAbstract: "填写表单并输出回答（一个 JSON 对象，或 --format shell、env、yaml、lines）。"
        case .runForm: "表单文件，或表单的名称（例如 login；`formline list` 会列出）。"
        case .runOutput: "把回答写入此文件（先检查；普通文件以原子方式替换，表单含机密时权限为 0600；设备或 FIFO 就地写入；'-'：标准输出）。"
        case .runResume: "从该表单最新的草稿开始（FORMLINE_DRAFT_DIR，否则 ~/.local/state/formline/drafts）。"
        case .checkAbstract: "检查表单文件，并以 file:line:col 报告每个问题。"
        case .checkFiles: "要检查的表单文件（路径、表单名称或文件夹）。"
        case .checkFormat: "text，或 json：在标准输出上输出一个包含每个文件和每条诊断的对象（docs/json-output.md）。"
        case .describeAbstract: "讲解表单：按焦点顺序列出字段及其规则、分节和快捷键。"
        case .describeForm: "表单文件，或表单的名称（例如 signup；`formline list` 会列出）。"
        case .newAbstract: "写出一个带注释的起始表单供编辑。"
        case .newName: "表单的名称：字母、数字、'.'、'_' 和 '-'（例如 new-task）。"
        case .newOutput: "表单写到哪里（一个文件或一个文件夹）。"
        case .newForce: "文件已存在时替换它。"
        case .importAbstract: "写出与 JSON Schema 对应的 formline 表单，供进一步编辑。"
        case .importSchema: "JSON Schema 文件（JSON 或 YAML）。"
        case .importOutput: "表单写到哪里（默认：标准输出；'-' 即标准输出）。"
        case .importForce: "--output 已存在时替换它。"
        case .fillAbstract: "让大量记录通过表单的校验；把有效的记录写成 JSON Lines。"
        case .listAbstract: "列出可按名称运行的表单，及其标题和所在位置。"
        case .formatTextOrJSON: "text，或 json（docs/json-output.md）。"
        case .testAbstract: "运行表单的场景（*.test.yaml），并以 file:line:col 报告每个失败。"
        case .testPaths: "场景文件、表单文件或文件夹（默认：./forms）。"
        case .draftsAbstract: "列出或删除为 `formline run FORM --resume` 保存的草稿。"
        case .draftsListAbstract: "列出草稿，最新的在前：表单、时间、回答数量、需要重新输入的字段。"
        case .draftsRemoveAbstract: "删除所列表单的草稿（名称或路径，与 `run` 相同），或用 --all 删除全部草稿。"
        case .draftsRemoveForms: "要删除其草稿的表单：名称、表单路径或草稿文件。"
        case .draftsRemoveAll: "删除全部草稿。"
        case .mcpAbstract: "通过标准输入和输出，把搜索路径上的表单提供给 MCP 客户端（AI 代理）。"
        case .trustAbstract: "允许表单运行其检查所指定的命令（直到表单文件改变）。"
        case .trustForm: "表单文件，或表单的名称。"
        case .trustList: "列出受信任的表单（路径和 SHA-256）。"
        case .trustRemove: "取消对该表单的信任，而不是信任它。"
        case .describeFormat: "text；json：按焦点顺序列出字段的数据；json-schema：回答对象的 JSON Schema（2020-12）（docs/json-output.md）。"
        case .describeLang: "表单自身文字（标题、标签、帮助、选项标签）的语言：{tags} 之一。默认：LANGUAGE、LC_ALL、LC_MESSAGES、LANG 所指的语言。ID、值和 JSON 键永不改变。"
        case .formlineDiscussion: """
            表单是 YAML 文件（见 forms/ 和 docs/form-format.md），或描述一个对象的 JSON Schema\
            （docs/json-schema.md）。FORM 参数是一个路径，或一个名称：按 NAME.yaml（或 .json）依次在 ./forms、\
            $FORMLINE_PATH、~/.config/formline/forms 以及 /usr/local/share、/usr/share（formline/forms）中查找；\
            `formline list` 会列出它们。

            退出状态：{success} 完成，{rejected} 有记录被拒绝（fill）或有场景失败（test），{cancelled} 已取消，\
            {usage} 用法错误，{dataError} 回答无法填完表单，{noInput} 文件不存在，{ioError} 输出失败，\
            {untrusted} 表单会运行命令但未被信任（`formline trust FORM`，或 --trust），{badForm} 表单文件有错误，\
            {timedOut} 超时（run --timeout），{signals} 被 SIGINT/SIGTERM/SIGHUP 中断。
            """
        case .runDiscussion: """
            在终端中（标准输入是 TTY），每个字段都是一个 libedit 提示符，绘制在标准错误上，使标准输出只包含回答：\
            Tab/Ctrl-N 和 Shift-Tab/Ctrl-P 在字段之间移动，Ctrl-T 打开日期选择器，按 Enter 提交前会有一页复查列出\
            所有回答。在空行上按 Ctrl-D 取消（退出状态 {cancelled}；已给出的回答保存在草稿中，一个回答都没有时\
            什么也不写）；Ctrl-C、SIGTERM 和 SIGHUP 会把目前的回答保存为草稿（从不包含机密），并以 {interrupted}、\
            {terminated} 或 {hangUp} 退出；--resume 会重新载入草稿。提交的表单在回答写出后删除其草稿；回答无法\
            写出时保留草稿。~/.editrc（或 $EDITRC）中以 'formline:' 开头的行会生效。

            标准输入来自管道（不是终端）时，每一行回答当前焦点所在的字段：空行保留字段的当前值（即默认值），\
            列表中的空行结束该列表，日期步骤之后焦点回到上一个获得焦点的字段。被拒绝的行会连同行号报告在标准错误\
            上；下一行回答重新获得焦点的字段。FORMLINE_TODAY=YYYY-MM-DD 固定“今天”的日期。

            在脚本中可以预先给出回答：--set ID=VALUE、--answers FILE（JSON 或 YAML，例如 formline 自己的输出；\
            '-' 表示读取标准输入）以及 FORMLINE_ANSWER_<ID> 变量，优先级依此顺序。它们的检查与手动输入的回答\
            完全相同；已给出的字段不再询问。--defaults 对其余字段采用默认值；--no-input 从不询问也不读取标准输入，\
            以 {dataError} 退出并列出仍缺少的每个字段（配合 --format json 时还会在标准输出上输出一个 JSON 对象：\
            目前的回答、缺少的字段、被拒绝的回答；docs/json-output.md）。--format shell|env|yaml|lines 以适用于 \
            sh、dotenv、YAML 或每行一个值的形式输出回答。

            检查会运行命令的表单（`check:`、`checks:`）只在受信任时运行这些命令（`formline trust FORM`，或本次\
            运行使用 --trust）；否则 run 在第一个问题之前以 77 退出并列出这些命令。--no-checks 会跳过它们并加以\
            说明。
            """
        case .checkDiscussion: """
            每个问题以“文件:行:列: 错误: 消息”的形式输出到标准错误，附带源代码行、列下方的插入符，通常还有一条\
            提示；一次运行报告所有文件的所有问题。文件夹代表其中的 .yaml 和 .yml 文件（不包括场景文件 \
            *.test.yaml，它们由 `formline test` 读取）。

            每个文件都可用时（允许有警告）退出状态为 0，任一文件有错误时为 78，有文件不存在或不可读（且没有文件\
            有错误）时为 66，有文件是场景文件（且以上情况都不存在）时为 64：场景文件由 `formline test` 检查。
            """
        case .describeDiscussion: """
            标准输出是终端时标题以粗体显示，除非设置了 NO_COLOR，或 TERM 未设置或为 dumb（与 run 的提示符相同）。\
            有错误的表单不会被讲解；其错误按 check 的方式输出。
            """
        case .newDiscussion: """
            写出 NAME.yaml；若当前目录下有 forms/ 文件夹则写出 forms/NAME.yaml；或写到 --output 指定的路径\
            （文件夹则在其中写入 NAME.yaml）；并在旁边写出 NAME.test.yaml：供 `formline test` 运行的初始场景。\
            已存在的文件不会被改动，除非使用 --force。文件的前几行让编辑器使用 schema/formline.schema.json 和 \
            schema/formline-test.schema.json。
            """
        case .importDiscussion: """
            读取一个 JSON Schema（2020-12 或 draft-07：pydantic 模型的、MCP 工具的 inputSchema、OpenAPI 请求体的），\
            并以 YAML 写出对应的表单，在映射做出选择之处加上注释（docs/json-schema.md）。无法映射的内容会像 \
            `check` 那样连同其 JSON Pointer 和行号输出到标准错误，并列在表单末尾。无法使用的模式（必填属性上的 \
            $ref 循环、顶层不是对象、无效的 JSON）不写出任何内容并以 78 退出。填写一个模式不必先导入它：\
            `formline run SCHEMA.json` 直接运行它，并按模式自身的结构输出回答；从导入的 YAML 运行时，回答是扁平的\
            （`id: value`）。表单写到标准输出或 --output，整体写出（先写临时文件再重命名到位）；已存在的文件\
            绝不会被替换，除非使用 --force。
            """
        case .fillDiscussion: """
            每条记录（每行一个 JSON 对象，或字段 ID 表头下的一行 CSV）的检查方式与提交表单时检查回答完全相同：\
            类型、规则、'when' 条件、日期词、省略字段的默认值。有效记录以 JSON Lines 写出，值经过规范化并按表单\
            顺序排列；被拒绝的记录写成 {"line":N,"field":ID,"message":...}（从不包含值）。每条记录恰好进入两者\
            之一。摘要输出到标准错误。

            检查会运行命令的表单，会像提交时一样在规则之后为每条记录运行这些命令：仅在受信任时（`formline trust \
            FORM`，或 --trust），否则 fill 在读取任何记录之前以 77 退出；--no-checks 会跳过它们并加以说明。

            退出状态：{success} 全部接受，{rejected} 部分被拒绝，{dataError}/{noInput} 输入不可用或不存在，\
            {untrusted} 表单会运行命令但未被信任。
            """
        case .listDiscussion: "FORM 名称先在 ./forms 中查找，然后依次在 $FORMLINE_PATH 的每个文件夹（以冒号分隔）、"
            + "$XDG_CONFIG_HOME/formline/forms（默认 ~/.config/formline/forms），以及 $XDG_DATA_DIRS 中每个 DIR 的 "
            + "DIR/formline/forms（默认 /usr/local/share:/usr/share）中查找。第一个含有 NAME.yaml 的文件夹胜出；"
            + "被前面同名表单遮蔽的表单会标为 shadowed。--format json 输出 {\"version\":1,\"folders\":[...],\"forms\":[...]}"
            + "（见 docs/json-output.md）。"
        case .testDiscussion: """
            场景文件指明一个表单（默认是与它同名、位于其旁边的表单：login.test.yaml 测试 login.yaml），并列出\
            场景：通过管道传给 `formline run` 的各行、预先给出的回答（set、answers、environment、defaults、\
            noInput）、'today'，以及应当得到的结果（状态、回答、字段上的消息、被询问的字段、输出、报告）。每个场景\
            都在进程内运行，所走的路径与 `formline run` 处理管道输入时完全相同。见 docs/form-tests.md。

            PATH 是场景文件、表单文件（其场景文件在旁边）或文件夹（其中的 *.test.yaml 文件）；没有 PATH 时为 \
            ./forms。结果输出到标准输出：每处差异为 'file:line:col: error: scenario NAME: …'，每个文件一行，最后是 \
            'N passed, N failed'。

            检查会运行命令的表单：场景的 `replies:` 离线代替这些命令作答；会运行其余命令（或读取表单文件夹之外的\
            文件）的场景，只有在你信任该表单时才会运行（`formline trust FORM`，或本次运行使用 --trust）。场景文件\
            不能授予信任：`trust: true` 只是说明该场景需要信任。否则该场景不会运行：它会连同将要运行和读取的内容\
            一起列出，`formline test` 以 77 退出，与 `run` 相同。

            所有场景都通过时退出状态为 0，有场景失败时为 1，有场景因未获信任而未运行时为 77，场景文件或其表单有\
            错误时为 78，PATH 不存在时为 66。
            """
        case .draftsDiscussion: "运行在回答写出之前停止时（Ctrl-C、已有回答时按 Ctrl-D、收到信号、终端关闭、输出失败），会保留一份草稿。"
            + "草稿从不包含机密：恢复时会再次询问。草稿位于 $FORMLINE_DRAFT_DIR，否则 $XDG_STATE_HOME/formline/drafts，"
            + "否则 ~/.local/state/formline/drafts。"
        case .draftsListDiscussion: "--format json 输出 {\"version\":1,\"folder\":…,\"drafts\":[…]}（见 docs/json-output.md）。"
        case .draftsRemoveDiscussion: "FORM 也可以是 `formline drafts` 列出的草稿文件（用于通过管道传入的表单）。"
            + "只删除草稿，绝不删除草稿文件夹中的其他文件。"
        case .mcpDiscussion: """
            工具：list_forms、describe_form、fill_form。填写时像 `run --answers` 一样检查给出的回答；若客户端支持 \
            elicitation，仍缺少的字段会一轮一轮地向用户询问。机密从不询问也从不返回：请在服务器的环境中设置 \
            FORMLINE_ANSWER_<ID>，或传入 answersFile。服务器是安装在 formline 旁边的程序 formline-mcp（README，\
            "For programs and agents"）。
            """
        case .trustDiscussion: """
            检查会运行命令的表单只在受信任时运行这些命令，类似 copier 的 --trust 和 direnv 的 allow：\
            `formline trust FORM` 把表单文件的规范路径及其文本的 SHA-256 记录在 \
            $FORMLINE_TRUST_DIR/trusted-forms.json 中（否则 $XDG_STATE_HOME/formline，否则 \
            ~/.local/state/formline；一个属于你自己的文件夹，文件权限为 0600）。修改表单文件（而非它所调用的程序）\
            后需要重新信任。该命令会输出它所信任的命令。未受信任的表单在第一个问题之前以 77 退出并列出其命令；\
            `run --trust` 运行它们一次，`--no-checks` 跳过它们。

            退出状态：0 完成，64 用法错误，66 文件不存在，74 无法写入记录，78 表单文件有错误。
            """
        case .scriptsTitle: "脚本"
        case .commandsTitle: "命令"
        case .setHelp: "预先回答一个字段：--set ID=VALUE（可重复；对列表字段，每个 --set 添加一行）。"
            + "检查方式与手动输入的回答完全相同。优先于 --answers 和 FORMLINE_ANSWER_<ID>。"
        case .answersHelp: "从字段 ID 到回答的 JSON 或 YAML 映射中回答字段（例如 formline 自己的 JSON 输出）；"
            + "'-' 表示从标准输入读取。优先于 FORMLINE_ANSWER_<ID>。"
        case .defaultsHelp: "不询问，直接接受每个未回答字段的默认值（可选字段则不作回答）。"
        case .noInputHelp: "从不询问，也从不读取标准输入：采用默认值；若仍有字段需要回答，则以 {dataError} 退出并列出所有这些字段"
            + "（--format json：还会在标准输出上输出一个说明缺少内容的 JSON 对象）。"
        case .answerFormatHelp: "回答的输出格式（默认：json）。"
        case .prefixHelp: "在 --format shell 或 env 的每个变量名前加上此前缀（例如 FORM_）。"
        case .timeoutHelp: "在终端中：若这么多秒内没有按键，则采用默认值，表单此时有效就提交，否则保存草稿并以 {timedOut} 退出。"
            + "回答来自管道时忽略此选项，并给出提示。"
        case .accessibleHelp: "在终端中：每个提示符一行且自成一体，不重绘，不用颜色或转义序列（适用于屏幕阅读器和盲文点显器）。"
            + "回答来自管道时忽略此选项，并给出提示。"
        case .accessibleDiscussion: "设置 ACCESSIBLE=1 时也会开启（除空值、0 或 false 以外的任何值）。"
        case .trustOnceHelp: "仅此一次运行表单的命令（检查），无需 `formline trust FORM`。"
        case .noChecksHelp: "不运行表单的命令：跳过其检查，并给出提示。"
        case .fillInput: "从此文件而不是标准输入读取记录（'-'：标准输入）。"
        case .fillFormat: "jsonl 或 csv（默认：输入文件为 .csv 时为 csv，否则为 jsonl）。"
        case .fillOutput: "把有效记录写入此文件（原子方式；表单含机密时权限为 0600；'-'：标准输出）。"
        case .fillRejects: "把被拒绝的记录写入此文件，而不是标准错误。"
        case .fillJobs: "从普通文件每次以 N 个分块填写 JSON Lines，最多使用 N 个核心（默认：核心数；管道和 CSV：1）。"
        case .fillJobsDiscussion: "无论 N 为多少，输出、被拒记录的行号和摘要都相同。"
            + "运行的线程数不会超过核心数或输入的分块数（每块约 256 KiB），因此更大的 N 没有代价。"
        case .fillFirstLine: "把输入的第一行编号为 N（输入是从更大输入的第 N 行开始的一个分片；N ≤ 2^53 - 1）。"
        }
    }
}
