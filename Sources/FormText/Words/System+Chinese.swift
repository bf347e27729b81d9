extension SystemWord {
    public static func chineseText(_ word: SystemWord) -> String {
        switch word {
        case .noSuchFile: "没有那个文件或文件夹"
        case .permissionDenied: "权限不够"
        case .operationNotPermitted: "不允许的操作"
        case .isAFolder: "是一个文件夹"
        case .notAFolder: "不是文件夹"
        case .tooManySymbolicLinks: "符号链接的层数过多"
        case .nameTooLong: "文件名过长"
        case .fileExists: "文件已存在"
        case .noSpaceLeft: "设备上没有剩余空间"
        case .readOnlyFileSystem: "只读文件系统"
        case .brokenPipe: "管道已断开"
        case .inputOutputError: "输入/输出错误"
        case .tooManyOpenFiles: "打开的文件过多"
        case .tooManyOpenFilesInSystem: "系统中打开的文件过多"
        case .deviceBusy: "设备或资源忙"
        case .textFileBusy: "可执行文件忙"
        case .crossDeviceLink: "无效的跨设备链接"
        case .invalidArgument: "无效的参数"
        case .noSuchDeviceOrAddress: "没有那个设备或地址"
        case .temporarilyUnavailable: "资源暂时不可用"
        case .fileTooLarge: "文件过大"
        case .diskQuotaExceeded: "超出磁盘配额"
        case .folderNotEmpty: "文件夹不是空的"
        case .outOfMemory: "无法分配内存"
        case .interrupted: "系统调用被中断"
        case .noSuchDevice: "没有那个设备"
        case .badFileDescriptor: "错误的文件描述符"
        case .listFolderNotSearched: "未搜索：{folder}（{problem}）；那里的表单可能来自任何人，因此不会按名称列出或运行其中任何表单"
        }
    }
}
