import FormText
import Foundation
import Testing
import TestSupport

/// FormText's article "Adding catalog words and a language" (Sources/FormText/Documentation.docc/AddingCatalogWords.md),
/// run: its Swift blocks are the body of the test below, verbatim (`DocumentationArticleTests`
/// fails when they drift apart), and the log the article says the program writes is what it
/// writes.
@Suite struct ArticleExampleTests {
    @Test func addingCatalogWordsRunsAsTheArticleSays() throws {
        enum GreetingWord: String, CaseIterable, Sendable, CatalogKey {
            case welcome
            case questionsLeft

            static func englishText(_ word: GreetingWord) -> String {
                switch word {
                case .welcome: "Welcome, {name}."
                case .questionsLeft: "{count} questions left"
                }
            }

            static func germanText(_ word: GreetingWord) -> String {
                switch word {
                case .welcome: "Willkommen, {name}."
                case .questionsLeft: "noch {count} Fragen"
                }
            }

            static func frenchText(_ word: GreetingWord) -> String {
                switch word {
                case .welcome: "Bienvenue, {name}."
                case .questionsLeft: "encore {count} questions"
                }
            }

            static func spanishText(_ word: GreetingWord) -> String {
                switch word {
                case .welcome: "Te damos la bienvenida, {name}."
                case .questionsLeft: "quedan {count} preguntas"
                }
            }

            static func portugueseText(_ word: GreetingWord) -> String {
                switch word {
                case .welcome: "Boas-vindas, {name}."
                case .questionsLeft: "faltam {count} perguntas"
                }
            }

            static func chineseText(_ word: GreetingWord) -> String {
                switch word {
                case .welcome: "欢迎，{name}。"
                case .questionsLeft: "还剩 {count} 个问题"
                }
            }
        }
        var log: [String] = []
        for language in Language.allCases {
            let words = Words(language)
            log.append("\(language.rawValue): \(words.text(GreetingWord.welcome)) / \(words.text(GreetingWord.questionsLeft))")
        }
        for language in Language.allCases where language != .english {
            CatalogChecks.everyKeyHasTheSourcesPlaceholders(GreetingWord.self, in: language)
        }
        log.append("placeholders: \(Words.placeholders(in: Words.english.text(GreetingWord.questionsLeft)))")
        let minimum = MessageText.word(.validMinLength, ["min": "8"])
        log.append(minimum.english)
        log.append(minimum.rendered(in: Words(.french)))
        log.append(Words(.german).describe(.ratingStars, ["max": "5"]))
        let chosen = Language.detect { ["LANGUAGE": "eo:pt_BR", "LANG": "de_DE.UTF-8"][$0] }
        log.append("LANGUAGE=eo:pt_BR: \(chosen.rawValue)")
        log.append("LANG=zh_TW: \(Language(localeName: "zh_TW").map(\.rawValue) ?? "not shipped: English")")
        let expected = try ArticleLog.expected(in: "Sources/FormText/Documentation.docc/AddingCatalogWords.md")
        #expect(log.joined(separator: "\n") == expected)
    }
}
