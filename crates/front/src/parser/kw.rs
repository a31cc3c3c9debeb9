//! Keyword classification. Tokens do not carry keywords (see `token.rs`); the parser
//! classifies every identifier once, up front, into a [`Kw`].

/// What an identifier token means to the C parser.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kw {
    /// Not a keyword: an ordinary identifier (or not an identifier at all).
    Not,
    // storage classes
    Typedef,
    Extern,
    Static,
    Auto,
    Register,
    ThreadLocal,
    Constexpr,
    // function specifiers
    Inline,
    Noreturn,
    // qualifiers
    Const,
    Volatile,
    Restrict,
    Atomic,
    // type specifiers
    Void,
    Bool,
    Char,
    Short,
    Int,
    Long,
    Signed,
    Unsigned,
    Float,
    Double,
    Complex,
    Int128,
    Int128T,
    UInt128T,
    Float16,
    Float32,
    Float64,
    Float128,
    Float32x,
    Float64x,
    Float128x,
    Float80,
    BFloat16,
    Decimal32,
    Decimal64,
    Decimal128,
    BitInt,
    VaList,
    AutoType,
    Struct,
    Union,
    Enum,
    Typeof,
    TypeofUnqual,
    // attributes and friends
    Alignas,
    Attribute,
    Declspec,
    Extension,
    Asm,
    StaticAssert,
    // statements
    If,
    Else,
    Switch,
    Case,
    Default,
    While,
    Do,
    For,
    Goto,
    Continue,
    Break,
    Return,
    LocalLabel,
    // expressions
    Sizeof,
    Alignof,
    Generic,
    VaArg,
    Offsetof,
    TypesCompatible,
    Real,
    Imag,
    True,
    False,
    Nullptr,
}

impl Kw {
    pub(crate) fn of(s: &str) -> Kw {
        use Kw::*;
        // Fast exit: every keyword starts with a lowercase letter or `_`.
        match s.as_bytes().first() {
            Some(b'a'..=b'z' | b'_') => {}
            _ => return Not,
        }
        match s {
            "typedef" => Typedef,
            "extern" => Extern,
            "static" => Static,
            "auto" => Auto,
            "register" => Register,
            "_Thread_local" | "thread_local" | "__thread" => ThreadLocal,
            "constexpr" => Constexpr,
            "inline" | "__inline" | "__inline__" => Inline,
            "_Noreturn" | "noreturn" => Noreturn,
            "const" | "__const" | "__const__" => Const,
            "volatile" | "__volatile" | "__volatile__" => Volatile,
            "restrict" | "__restrict" | "__restrict__" => Restrict,
            "_Atomic" => Atomic,
            "void" => Void,
            "_Bool" | "bool" => Bool,
            "char" => Char,
            "short" => Short,
            "int" => Int,
            "long" => Long,
            "signed" | "__signed" | "__signed__" => Signed,
            "unsigned" => Unsigned,
            "float" => Float,
            "double" => Double,
            "_Complex" | "__complex__" | "__complex" => Complex,
            "__int128" => Int128,
            "__int128_t" => Int128T,
            "__uint128_t" => UInt128T,
            "_Float16" => Float16,
            "_Float32" => Float32,
            "_Float64" => Float64,
            "_Float128" | "__float128" => Float128,
            "_Float32x" => Float32x,
            "_Float64x" => Float64x,
            "_Float128x" => Float128x,
            "__float80" => Float80,
            "__bf16" => BFloat16,
            "_Decimal32" => Decimal32,
            "_Decimal64" => Decimal64,
            "_Decimal128" => Decimal128,
            "_BitInt" => BitInt,
            "__builtin_va_list" => VaList,
            "__auto_type" => AutoType,
            "struct" => Struct,
            "union" => Union,
            "enum" => Enum,
            "typeof" | "__typeof" | "__typeof__" => Typeof,
            "typeof_unqual" | "__typeof_unqual" | "__typeof_unqual__" => TypeofUnqual,
            "_Alignas" | "alignas" => Alignas,
            "__attribute__" | "__attribute" => Attribute,
            "__declspec" => Declspec,
            "__extension__" => Extension,
            "asm" | "__asm__" | "__asm" => Asm,
            "_Static_assert" | "static_assert" => StaticAssert,
            "if" => If,
            "else" => Else,
            "switch" => Switch,
            "case" => Case,
            "default" => Default,
            "while" => While,
            "do" => Do,
            "for" => For,
            "goto" => Goto,
            "continue" => Continue,
            "break" => Break,
            "return" => Return,
            "__label__" => LocalLabel,
            "sizeof" => Sizeof,
            "_Alignof" | "alignof" | "__alignof__" | "__alignof" => Alignof,
            "_Generic" => Generic,
            "__builtin_va_arg" => VaArg,
            "__builtin_offsetof" => Offsetof,
            "__builtin_types_compatible_p" => TypesCompatible,
            "__real__" | "__real" => Real,
            "__imag__" | "__imag" => Imag,
            "true" => True,
            "false" => False,
            "nullptr" => Nullptr,
            _ => Not,
        }
    }

    /// Keywords with a C23-only spelling (`bool`, `true`, `typeof`…), which older programs
    /// may use as names. (The reserved spellings, `_Bool` and the like, are always keywords.)
    pub(crate) fn maybe_contextual(self) -> bool {
        use Kw::*;
        matches!(
            self,
            Bool | True
                | False
                | Nullptr
                | Constexpr
                | StaticAssert
                | ThreadLocal
                | Alignas
                | Alignof
                | Typeof
                | TypeofUnqual
                | Noreturn
        )
    }

    /// Storage classes, function specifiers, qualifiers, type specifiers and the other
    /// words that can begin declaration specifiers (typedef names aside).
    pub(crate) fn starts_decl_specs(self) -> bool {
        use Kw::*;
        matches!(
            self,
            Typedef
                | Extern
                | Static
                | Auto
                | Register
                | ThreadLocal
                | Constexpr
                | Inline
                | Noreturn
                | Alignas
                | Attribute
                | Declspec
        ) || self.starts_type_name()
    }

    /// Words that can begin a type name (specifier-qualifier list), typedef names aside.
    pub(crate) fn starts_type_name(self) -> bool {
        use Kw::*;
        matches!(
            self,
            Const
                | Volatile
                | Restrict
                | Atomic
                | Void
                | Bool
                | Char
                | Short
                | Int
                | Long
                | Signed
                | Unsigned
                | Float
                | Double
                | Complex
                | Int128
                | Int128T
                | UInt128T
                | Float16
                | Float32
                | Float64
                | Float128
                | Float32x
                | Float64x
                | Float128x
                | Float80
                | BFloat16
                | Decimal32
                | Decimal64
                | Decimal128
                | BitInt
                | VaList
                | AutoType
                | Struct
                | Union
                | Enum
                | Typeof
                | TypeofUnqual
                | Alignas
                | Attribute
        )
    }
}
