import Foundation

// The on-screen keyboard's settings. A game window types with a physical keyboard (or SDL's
// input method), which has no return-key label, autocorrection, capitalisation, layout or
// autofill to set: these modifiers are accepted so iOS code compiles and change nothing.

/// The label of the on-screen keyboard's Return key (accepted; no effect here).
public struct SubmitLabel: Sendable, Equatable {
    let name: String
    /// "Done".
    public static let done = SubmitLabel(name: "done")
    /// "Go".
    public static let go = SubmitLabel(name: "go")
    /// "Send".
    public static let send = SubmitLabel(name: "send")
    /// "Join".
    public static let join = SubmitLabel(name: "join")
    /// "Route".
    public static let route = SubmitLabel(name: "route")
    /// "Search".
    public static let search = SubmitLabel(name: "search")
    /// "Return".
    public static let `return` = SubmitLabel(name: "return")
    /// "Next".
    public static let next = SubmitLabel(name: "next")
    /// "Continue".
    public static let `continue` = SubmitLabel(name: "continue")
}

/// How the on-screen keyboard capitalises (accepted; no effect here).
public struct TextInputAutocapitalization: Sendable, Equatable {
    let name: String
    /// Never.
    public static let never = TextInputAutocapitalization(name: "never")
    /// Every word.
    public static let words = TextInputAutocapitalization(name: "words")
    /// Every sentence.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Every character.
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The on-screen keyboard's layout (accepted; no effect here).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad,
        twitter, webSearch, asciiCapableNumberPad
}

/// What a field holds, for autofill (accepted; no effect here).
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    /// A content type named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A name.
    public static let name = UITextContentType(rawValue: "name")
    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// An e-mail address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "URL")
}

extension View {
    /// The label of the on-screen keyboard's Return key (accepted; no effect here).
    public func submitLabel(_ submitLabel: SubmitLabel) -> Self { self }

    /// Turns autocorrection off (accepted; a game window does not autocorrect).
    public func autocorrectionDisabled(_ disable: Bool = true) -> Self { self }

    /// Turns autocorrection off (accepted; a game window does not autocorrect).
    public func disableAutocorrection(_ disable: Bool?) -> Self { self }

    /// How the on-screen keyboard capitalises (accepted; no effect here).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> Self { self }

    /// The on-screen keyboard's layout (accepted; no effect here).
    public func keyboardType(_ type: UIKeyboardType) -> Self { self }

    /// What the field holds, for autofill (accepted; no effect here).
    public func textContentType(_ textContentType: UITextContentType?) -> Self { self }
}
