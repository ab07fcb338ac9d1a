"""The words a formula is said in, per language (en, zh-hant, zh-hans, ja, ko), for text.mathspeech.

Each entry is a template: `{a}` is what the construct applies to, `{b}` its second part (a fraction's
denominator, a power's exponent). Scripts are said after what they follow ("x sub i", "x下標i"), so a
power of a closing bracket reads "(1 minus p sub t) to the power of gamma". A language without a table
here gets no words from it: mathspeech says its formulas in Unicode where that is whole, else the cue.
"""

from __future__ import annotations

__all__ = ["CAPITAL", "FUNCTIONS", "GREEK", "SIGNS", "WORDS"]

# Signs and symbols (a command's name without its
# backslash, or the character) → the key of their words.
SIGNS: dict[str, str] = {
    "=": "eq", "ne": "ne", "neq": "ne", "≠": "ne", "<": "lt", "lt": "lt", ">": "gt", "gt": "gt",
    "le": "le", "leq": "le", "leqslant": "le", "≤": "le", "ge": "ge", "geq": "ge", "geqslant": "ge", "≥": "ge",
    "approx": "approx", "≈": "approx", "backsim": "sim", "leqq": "le", "geqq": "ge", "∵": "because", "∴": "therefore", "simeq": "approx", "cong": "cong", "sim": "sim", "∼": "sim",
    "equiv": "equiv", "≡": "equiv", "propto": "propto", "∝": "propto", "ll": "ll", "gg": "gg",
    "in": "in", "∈": "in", "notin": "notin", "∉": "notin", "ni": "ni", "subset": "subset", "⊂": "subset",
    "subseteq": "subseteq", "⊆": "subseteq", "supset": "supset", "supseteq": "supseteq", "cup": "cup", "∪": "cup",
    "cap": "cap", "∩": "cap", "setminus": "setminus", "to": "to", "rightarrow": "to", "→": "to",
    "longrightarrow": "to", "mapsto": "mapsto", "Rightarrow": "implies", "implies": "implies", "⇒": "implies",
    "Leftrightarrow": "iff", "iff": "iff", "⇔": "iff", "leftarrow": "gets", "gets": "gets", "←": "gets",
    "+": "plus", "-": "minus", "−": "minus", "pm": "pm", "±": "pm", "mp": "mp", "times": "times", "×": "times",
    "cdot": "cdot", "·": "cdot", "*": "star", "ast": "star", "∗": "star", "/": "slash", "div": "div", "÷": "div",
    "circ": "compose", "mid": "given", "forall": "forall", "∀": "forall", "exists": "exists", "∃": "exists",
    "neg": "not", "lnot": "not", "¬": "not", "land": "and", "wedge": "and", "∧": "and", "lor": "or", "vee": "or",
    "∨": "or", "infty": "infinity", "∞": "infinity", "partial": "partial", "∂": "partial", "nabla": "nabla",
    "∇": "nabla", "emptyset": "emptyset", "varnothing": "emptyset", "∅": "emptyset", "ldots": "dots",
    "cdots": "dots", "dots": "dots", "dotsc": "dots", "dotsb": "dots", "…": "dots", "⋯": "dots",
    "perp": "perp", "⊥": "perp", "parallel": "parallel", "angle": "angle", "∠": "angle", "triangle": "triangle",
    "%": "percent", "\\%": "percent", "oplus": "oplus", "⊕": "oplus", "otimes": "otimes",
    "⊗": "otimes", "odot": "odot", "⊙": "odot", "star": "star", "dagger": "dagger", "top": "transpose",
    "intercal": "transpose", "prime": "prime", "hbar": "hbar", "ell": "ell", "aleph": "aleph", "because": "because",
    "therefore": "therefore", "colon": "colon", "coloneqq": "defined", "≔": "defined", "triangleq": "defined",
    "doteq": "defined", "\\#": "number", "#": "number",
}

GREEK = ("alpha beta gamma delta epsilon varepsilon zeta eta theta vartheta iota kappa lambda mu nu xi omicron pi "
         "varpi rho varrho sigma varsigma tau upsilon phi varphi chi psi omega").split()
# Capitals have their own command; a language says "capital" before the name.
CAPITAL = "Gamma Delta Theta Lambda Xi Pi Sigma Upsilon Phi Psi Omega".split()
_GREEK_UNICODE = dict(zip(GREEK, "αβγδεεζηθθικλμνξοπϖρϱσςτυφφχψω"))
_CAPITAL_UNICODE = dict(zip(CAPITAL, "ΓΔΘΛΞΠΣΥΦΨΩ"))

# Named functions and operators: said by their name (`\operatorname{…}` too), with the words
# of an operator over a range when a subscript follows (`\max_x`, `\arg\min_\theta`).
FUNCTIONS = frozenset("""log ln lg exp sin cos tan cot sec csc arcsin arccos arctan sinh cosh tanh coth max min arg
argmax argmin det dim gcd lcm hom ker sup inf Pr deg mod bmod liminf limsup tr Tr rank diag sgn softmax
""".split())
# Operators over a range: the sum, the product, the integral, the limit, union and intersection.
BIG = {"sum": "sum", "∑": "sum", "prod": "prod", "∏": "prod", "int": "int", "∫": "int", "iint": "int",
       "oint": "int", "lim": "lim", "bigcup": "union", "bigcap": "intersection"}

_EN_GREEK = {g: g.removeprefix("var") for g in GREEK}
_JA_GREEK = dict(zip(GREEK, """アルファ ベータ ガンマ デルタ イプシロン イプシロン ゼータ イータ シータ シータ イオタ カッパ ラムダ
ミュー ニュー クサイ オミクロン パイ パイ ロー ロー シグマ シグマ タウ ウプシロン ファイ ファイ カイ プサイ オメガ""".split()))
_KO_GREEK = dict(zip(GREEK, """알파 베타 감마 델타 엡실론 엡실론 제타 에타 세타 세타 요타 카파 람다 뮤 뉴 크사이 오미크론 파이 파이 로 로
시그마 시그마 타우 입실론 파이 파이 카이 프사이 오메가""".split()))

_COMMON_EN = {
    "eq": "equals", "ne": "is not equal to", "lt": "is less than", "gt": "is greater than",
    "le": "is less than or equal to", "ge": "is greater than or equal to", "approx": "is approximately",
    "cong": "is congruent to", "sim": "is distributed as", "equiv": "is equivalent to",
    "propto": "is proportional to", "ll": "is much less than", "gg": "is much greater than", "in": "in",
    "notin": "not in", "ni": "contains", "subset": "is a subset of", "subseteq": "is a subset of or equal to",
    "supset": "is a superset of", "supseteq": "is a superset of or equal to", "cup": "union", "cap": "intersect",
    "setminus": "minus", "to": "to", "mapsto": "maps to", "implies": "implies", "iff": "if and only if",
    "gets": "gets", "plus": "plus", "minus": "minus", "negative": "minus", "pm": "plus or minus",
    "mp": "minus or plus", "times": "times", "cdot": "times", "slash": "over", "div": "divided by",
    "compose": "composed with", "given": "given", "forall": "for all", "exists": "there exists", "not": "not",
    "and": "and", "or": "or", "infinity": "infinity", "partial": "partial", "nabla": "nabla",
    "emptyset": "the empty set", "dots": "and so on", "perp": "is perpendicular to", "parallel": "is parallel to",
    "angle": "angle", "triangle": "triangle", "percent": "percent", "degrees": "degrees", "oplus": "direct sum",
    "otimes": "tensor", "odot": "element-wise times", "star": "star", "dagger": "dagger", "transpose": "transpose",
    "prime": "prime", "hbar": "h bar", "ell": "ell", "aleph": "aleph", "because": "because",
    "therefore": "therefore", "colon": "colon", "defined": "is defined as", "number": "number",
    "factorial": "factorial", "capital": "capital {a}", "sign_plus": "plus", "sign_minus": "minus", "dot_sign": "dot", "double_bar": "double bar",
    "eq_lead": "equals",
    # constructs ({a}: what it applies to; {b}: its second part)
    "frac": "{a} over {b}", "frac_long": "the fraction {a}, over {b},", "sqrt": "the square root of {a}",
    "sqrt_long": "the square root of {a},", "root": "the {b}th root of {a}", "root3": "the cube root of {a}",
    "pow": "to the power of {b}", "pow_long": "to the power of {b},", "pow2": "squared", "pow3": "cubed",
    "sub": "sub {b}", "sub_long": "sub {b},", "sup": "superscript {b}", "prime1": "prime", "prime2": "double prime", "prime3": "triple prime",
    "deriv": "the derivative of {a} with respect to {b}", "pderiv": "the partial derivative of {a} with respect to {b}",
    "deriv_op": "the derivative with respect to {b} of", "pderiv_op": "the partial derivative with respect to {b} of",
    "hat": "{a} hat", "tilde": "{a} tilde", "bar": "{a} bar", "vec": "vector {a}", "dot": "{a} dot",
    "ddot": "{a} double dot", "check": "{a} check", "breve": "{a} breve", "underline": "{a} underline",
    "mathbb": "blackboard {a}", "mathcal": "calligraphic {a}", "mathbf": "bold {a}", "mathfrak": "fraktur {a}",
    "mathscr": "script {a}", "binom": "{a} choose {b}",
    "set": "the set {a}", "set_such": "the set of {a} such that {b}", "abs": "the absolute value of {a}",
    "norm": "the norm of {a}", "norm_sub": "the {b} norm of {a}", "floor": "the floor of {a}",
    "ceil": "the ceiling of {a}", "inner": "the inner product of {a}",
    "sum": "the sum", "prod": "the product", "int": "the integral", "union": "the union",
    "intersection": "the intersection", "lim": "the limit",
    "big_range": "{op} from {a} to {b} of", "big_over": "{op} over {a} of", "big_none": "{op} of",
    "lim_to": "the limit as {a} approaches {b} of", "op_over": "the {op} over {a} of",
    "ln": "natural log", "sin": "sine", "cos": "cosine", "tan": "tangent", "exp": "exp",
}

_ZH_HANT = {
    "eq": "等於", "ne": "不等於", "lt": "小於", "gt": "大於", "le": "小於等於", "ge": "大於等於", "approx": "約等於",
    "cong": "全等於", "sim": "服從", "equiv": "恆等於", "propto": "正比於", "ll": "遠小於", "gg": "遠大於", "in": "屬於",
    "notin": "不屬於", "ni": "包含", "subset": "包含於", "subseteq": "包含於或等於", "supset": "包含",
    "supseteq": "包含或等於", "cup": "聯集", "cap": "交集", "setminus": "差集", "to": "到", "mapsto": "映射到",
    "implies": "推出", "iff": "若且唯若", "gets": "被賦值為", "plus": "加", "minus": "減", "negative": "負",
    "pm": "加減", "mp": "減加", "times": "乘", "cdot": "乘", "slash": "除以", "div": "除以", "compose": "合成",
    "given": "給定", "forall": "對所有", "exists": "存在", "not": "非", "and": "且", "or": "或", "infinity": "無限大",
    "partial": "偏", "nabla": "nabla", "emptyset": "空集合", "dots": "，等等，", "perp": "垂直於", "parallel": "平行於",
    "angle": "角", "triangle": "三角形", "percent": "百分比", "degrees": "度", "oplus": "直和", "otimes": "張量積",
    "odot": "逐元素乘", "star": "星", "dagger": "dagger", "transpose": "的轉置", "prime": "撇", "hbar": "h bar",
    "ell": "ell", "aleph": "aleph", "because": "因為", "therefore": "所以", "colon": "冒號", "defined": "定義為",
    "number": "號", "factorial": "的階乘", "capital": "大寫{a}", "sign_plus": "正", "sign_minus": "負", "dot_sign": "點", "double_bar": "雙豎線",
    "eq_lead": "等於",
    "frac": "{b}分之{a}", "frac_long": "{b}分之{a}，", "sqrt": "根號{a}", "sqrt_long": "根號{a}，",
    "root": "{a}的{b}次方根", "root3": "{a}的立方根", "pow": "的{b}次方", "pow_long": "的{b}次方，", "pow2": "的平方",
    "pow3": "的立方", "sub": "下標{b}", "sub_long": "下標{b}，", "sup": "上標{b}", "prime1": "撇", "prime2": "兩撇", "prime3": "三撇",
    "deriv": "{a}對{b}的導數", "pderiv": "{a}對{b}的偏導數", "deriv_op": "對{b}求導，", "pderiv_op": "對{b}求偏導，",
    "hat": "{a} hat", "tilde": "{a} tilde", "bar": "{a} bar", "vec": "向量{a}", "dot": "{a} dot",
    "ddot": "{a}兩點", "check": "{a} check", "breve": "{a} breve", "underline": "{a}底線",
    "mathbb": "空心{a}", "mathcal": "花體{a}", "mathbf": "粗體{a}", "mathfrak": "哥德體{a}", "mathscr": "手寫體{a}",
    "binom": "{a}取{b}的組合數",
    "set": "集合{a}", "set_such": "集合，{a}，其中{b}，", "abs": "{a}的絕對值", "norm": "{a}的範數",
    "norm_sub": "{a}的{b}範數", "floor": "{a}向下取整", "ceil": "{a}向上取整", "inner": "{a}的內積",
    "sum": "求和", "prod": "連乘", "int": "積分", "union": "聯集", "intersection": "交集", "lim": "極限",
    "big_range": "從{a}到{b}{op}，", "big_over": "對{a}{op}，", "big_none": "{op}，",
    "lim_to": "當{a}趨近{b}時的極限，", "op_over": "對{a}取{op}，",
}
_ZH_HANS = _ZH_HANT | {
    "eq": "等于", "ne": "不等于", "lt": "小于", "gt": "大于", "le": "小于等于", "ge": "大于等于", "approx": "约等于",
    "cong": "全等于", "sim": "服从", "supseteq": "包含或等于", "colon": "冒号", "equiv": "恒等于", "propto": "正比于", "ll": "远小于", "gg": "远大于", "in": "属于",
    "notin": "不属于", "subset": "包含于", "subseteq": "包含于或等于", "cup": "并集", "setminus": "差集",
    "implies": "推出", "iff": "当且仅当", "gets": "被赋值为", "minus": "减", "negative": "负", "pm": "加减",
    "mp": "减加", "given": "给定", "forall": "对所有", "infinity": "无穷大", "emptyset": "空集", "perp": "垂直于",
    "parallel": "平行于", "triangle": "三角形", "otimes": "张量积", "odot": "逐元素乘", "transpose": "的转置",
    "because": "因为", "defined": "定义为", "number": "号", "factorial": "的阶乘", "capital": "大写{a}",
    "sign_minus": "负", "eq_lead": "等于", "double_bar": "双竖线",
    "sqrt": "根号{a}", "sqrt_long": "根号{a}，", "sub": "下标{b}", "sub_long": "下标{b}，", "sup": "上标{b}", "prime2": "两撇",
    "deriv": "{a}对{b}的导数", "pderiv": "{a}对{b}的偏导数", "deriv_op": "对{b}求导，", "pderiv_op": "对{b}求偏导，",
    "vec": "向量{a}", "ddot": "{a}两点", "underline": "{a}下划线", "mathbf": "粗体{a}", "mathcal": "花体{a}",
    "mathfrak": "哥特体{a}", "mathscr": "手写体{a}", "binom": "{a}取{b}的组合数", "set_such": "集合，{a}，其中{b}，",
    "abs": "{a}的绝对值", "norm": "{a}的范数", "norm_sub": "{a}的{b}范数", "inner": "{a}的内积",
    "prod": "连乘", "int": "积分", "union": "并集", "lim": "极限",
    "big_range": "从{a}到{b}{op}，", "big_over": "对{a}{op}，", "lim_to": "当{a}趋近{b}时的极限，",
    "op_over": "对{a}取{op}，",
}
_JA = {
    "eq": "イコール", "ne": "ノットイコール", "lt": "小なり", "gt": "大なり", "le": "小なりイコール", "ge": "大なりイコール",
    "approx": "ニアリーイコール", "cong": "合同", "sim": "は次の分布に従う", "equiv": "合同", "propto": "比例",
    "ll": "は非常に小さい", "gg": "は非常に大きい", "in": "属する", "notin": "属さない", "ni": "含む",
    "subset": "部分集合", "subseteq": "部分集合またはイコール", "supset": "含む", "supseteq": "含むまたはイコール",
    "cup": "和集合", "cap": "共通部分", "setminus": "差集合", "to": "矢印", "mapsto": "写す", "implies": "ならば",
    "iff": "同値", "gets": "代入", "plus": "プラス", "minus": "マイナス", "negative": "マイナス",
    "pm": "プラスマイナス", "mp": "マイナスプラス", "times": "かける", "cdot": "かける", "slash": "わる", "div": "わる",
    "compose": "合成", "given": "ただし", "forall": "任意の", "exists": "存在する", "not": "否定", "and": "かつ",
    "or": "または", "infinity": "無限大", "partial": "ラウンド", "nabla": "ナブラ", "emptyset": "空集合",
    "dots": "、など、", "perp": "垂直", "parallel": "平行", "angle": "角", "triangle": "三角形", "percent": "パーセント",
    "degrees": "度", "oplus": "直和", "otimes": "テンソル積", "odot": "要素ごとの積", "star": "スター",
    "dagger": "ダガー", "transpose": "の転置", "prime": "プライム", "hbar": "エイチバー", "ell": "エル",
    "aleph": "アレフ", "because": "なぜなら", "therefore": "ゆえに", "colon": "コロン", "defined": "と定義する",
    "number": "番", "factorial": "の階乗", "capital": "大文字の{a}", "sign_plus": "プラス", "sign_minus": "マイナス",
    "dot_sign": "ドット", "eq_lead": "イコール", "double_bar": "二重線",
    "frac": "{b}分の{a}", "frac_long": "{b}分の{a}、", "sqrt": "ルート{a}", "sqrt_long": "ルート{a}、",
    "root": "{a}の{b}乗根", "root3": "{a}の3乗根", "pow": "の{b}乗", "pow_long": "の{b}乗、", "pow2": "の2乗",
    "pow3": "の3乗", "sub": "サブ{b}", "sub_long": "サブ{b}、", "sup": "上付き{b}", "prime1": "プライム", "prime2": "ダブルプライム",
    "prime3": "トリプルプライム", "deriv": "{a}の{b}による微分", "pderiv": "{a}の{b}による偏微分",
    "deriv_op": "{b}で微分した", "pderiv_op": "{b}で偏微分した",
    "hat": "{a}ハット", "tilde": "{a}チルダ", "bar": "{a}バー", "vec": "ベクトル{a}", "dot": "{a}ドット",
    "ddot": "{a}ツードット", "check": "{a}チェック", "breve": "{a}ブレーヴェ", "underline": "{a}アンダーライン",
    "mathbb": "黒板太字の{a}", "mathcal": "筆記体の{a}", "mathbf": "太字の{a}", "mathfrak": "フラクトゥールの{a}",
    "mathscr": "スクリプト体の{a}", "binom": "{a}個から{b}個選ぶ組み合わせの数",
    "set": "集合{a}", "set_such": "集合、{a}、ただし{b}、", "abs": "{a}の絶対値", "norm": "{a}のノルム",
    "norm_sub": "{a}の{b}ノルム", "floor": "{a}の床関数", "ceil": "{a}の天井関数", "inner": "{a}の内積",
    "sum": "総和", "prod": "総乗", "int": "積分", "union": "和集合", "intersection": "共通部分", "lim": "極限",
    "big_range": "{a}から{b}までの{op}、", "big_over": "{a}についての{op}、", "big_none": "{op}、",
    "lim_to": "{a}を{b}に近づけたときの極限、", "op_over": "{a}についての{op}、",
}
_KO = {
    "eq": "{topic}", "ne": "같지 않다", "lt": "작다", "gt": "크다", "le": "이하", "ge": "이상", "approx": "약",
    "cong": "합동", "sim": "분포를 따른다", "equiv": "동치", "propto": "비례", "ll": "훨씬 작다", "gg": "훨씬 크다",
    "in": "속하는", "notin": "속하지 않는", "ni": "포함하는", "subset": "부분집합", "subseteq": "부분집합 또는 같다",
    "supset": "포함하는", "supseteq": "포함하거나 같다", "cup": "합집합", "cap": "교집합", "setminus": "차집합",
    "to": "화살표", "mapsto": "대응", "implies": "이면", "iff": "필요충분조건", "gets": "대입", "plus": "더하기",
    "minus": "빼기", "negative": "마이너스", "pm": "플러스마이너스", "mp": "마이너스플러스", "times": "곱하기",
    "cdot": "곱하기", "slash": "나누기", "div": "나누기", "compose": "합성", "given": "조건", "forall": "모든",
    "exists": "존재하는", "not": "부정", "and": "그리고", "or": "또는", "infinity": "무한대", "partial": "편미분 기호",
    "nabla": "나블라", "emptyset": "공집합", "dots": ", 등등,", "perp": "수직", "parallel": "평행", "angle": "각",
    "triangle": "삼각형", "percent": "퍼센트", "degrees": "도", "oplus": "직합", "otimes": "텐서곱",
    "odot": "원소별 곱", "star": "스타", "dagger": "대거", "transpose": "의 전치", "prime": "프라임",
    "hbar": "에이치 바", "ell": "엘", "aleph": "알레프", "because": "왜냐하면", "therefore": "그러므로",
    "colon": "콜론", "defined": "정의", "number": "번", "factorial": "팩토리얼", "capital": "대문자 {a}",
    "sign_plus": "플러스", "sign_minus": "마이너스", "dot_sign": "점", "double_bar": "이중 세로선", "eq_lead": "이퀄",
    "frac": "{b} 분의 {a}", "frac_long": "{b} 분의 {a},", "sqrt": "루트 {a}", "sqrt_long": "루트 {a},",
    "root": "{a}의 {b}제곱근", "root3": "{a}의 세제곱근", "pow": "의 {b}제곱", "pow_long": "의 {b}제곱,",
    "pow2": "의 제곱", "pow3": "의 세제곱", "sub": "아래 첨자 {b}", "sub_long": "아래 첨자 {b},", "sup": "위 첨자 {b}", "prime1": "프라임",
    "prime2": "더블 프라임", "prime3": "트리플 프라임", "deriv": "{a}의 {b}에 대한 미분",
    "pderiv": "{a}의 {b}에 대한 편미분", "deriv_op": "{b}에 대해 미분한", "pderiv_op": "{b}에 대해 편미분한",
    "hat": "{a} 햇", "tilde": "{a} 틸드", "bar": "{a} 바", "vec": "벡터 {a}", "dot": "{a} 닷", "ddot": "{a} 더블 닷",
    "check": "{a} 체크", "breve": "{a} 브레브", "underline": "{a} 밑줄", "mathbb": "칠판 볼드체 {a}",
    "mathcal": "필기체 {a}", "mathbf": "굵은 {a}", "mathfrak": "프락투어 {a}", "mathscr": "스크립트체 {a}",
    "binom": "{a} 콤비네이션 {b}",
    "set": "집합 {a}", "set_such": "집합 {a}, 단 {b},", "abs": "{a}의 절댓값", "norm": "{a}의 노름",
    "norm_sub": "{a}의 {b} 노름", "floor": "{a}의 바닥 함수", "ceil": "{a}의 천장 함수", "inner": "{a}의 내적",
    "sum": "합", "prod": "곱", "int": "적분", "union": "합집합", "intersection": "교집합", "lim": "극한",
    "big_range": "{a}부터 {b}까지의 {op},", "big_over": "{a}에 대한 {op},", "big_none": "{op},",
    "lim_to": "{a}에서 {b}로 갈 때의 극한,", "op_over": "{a}에 대한 {op},",
}

WORDS: dict[str, dict[str, str]] = {
    "en": _COMMON_EN | {f"greek:{g}": n for g, n in _EN_GREEK.items()},
    "zh-hant": _ZH_HANT | {f"greek:{g}": n for g, n in _EN_GREEK.items()},
    "zh-hans": _ZH_HANS | {f"greek:{g}": n for g, n in _EN_GREEK.items()},
    "ja": _JA | {f"greek:{g}": n for g, n in _JA_GREEK.items()},
    "ko": _KO | {f"greek:{g}": n for g, n in _KO_GREEK.items()},
}
UNICODE = {**_GREEK_UNICODE, **_CAPITAL_UNICODE}
