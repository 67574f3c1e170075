import Combine
import Foundation
import Tessera

/// A quiz in SwiftUI's `ObservableObject` style: `@Published` properties, the root's
/// `@StateObject`, a child's `@ObservedObject`, and `@EnvironmentObject` further down.
public final class QuizModel: ObservableObject {
    public struct Question {
        public let prompt: String
        public let answers: [String]
        public let correct: Int
    }

    public let questions = [
        Question(prompt: "Which stack lays views out side by side?", answers: ["VStack", "HStack", "ZStack"], correct: 1),
        Question(prompt: "What keeps a view's own value?", answers: ["@State", "@Binding", "let"], correct: 0),
        Question(prompt: "Which wrapper observes a model it was given?", answers: ["@StateObject", "@ObservedObject"], correct: 1),
    ]
    @Published public var index = 0
    @Published public var score = 0
    @Published public var lastAnswerWasRight: Bool?

    public init() {}

    public var question: Question? { index < questions.count ? questions[index] : nil }

    public func answer(_ choice: Int) {
        guard let question else { return }
        let right = choice == question.correct
        if right { score += 1 }
        lastAnswerWasRight = right
        index += 1
    }
}

/// The quiz screen.
public struct QuizView: View {
    @StateObject private var quiz = QuizModel()
    @State private var streak = 0

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ScoreBar(streak: streak)
            QuestionCard(quiz: quiz)
        }
        .padding(20)
        .frame(width: 360, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 14).fill(Color(red: 0.1, green: 0.12, blue: 0.2)))
        .foregroundColor(.white)
        .environmentObject(quiz)
        .onReceive(quiz.$lastAnswerWasRight.dropFirst()) { right in
            streak = right == true ? streak + 1 : 0
        }
    }
}

struct ScoreBar: View {
    @EnvironmentObject var quiz: QuizModel
    let streak: Int

    var body: some View {
        HStack {
            Text("Score \(quiz.score)/\(quiz.questions.count)").font(.headline)
            Spacer()
            Text("Streak \(streak)").font(.subheadline)
        }
    }
}

struct QuestionCard: View {
    @ObservedObject var quiz: QuizModel

    var body: some View {
        if let question = quiz.question {
            VStack(alignment: .leading, spacing: 8) {
                Text(question.prompt).font(.body.weight(.semibold))
                ForEach(0..<question.answers.count, id: \.self) { i in
                    Button(question.answers[i]) { quiz.answer(i) }
                }
            }
        } else {
            Text("Done! \(quiz.score) right").font(.title2.weight(.bold))
        }
    }
}
