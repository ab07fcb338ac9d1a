"""DocFX's extensions as Microsoft Learn's docs write them (text.docfx, text.prose): `:::image … alt-text="…":::` is a
picture said by its alt, never its attributes and colons; `[!INCLUDE [title](path)]` shows another file and is left
out; an alert inside a list item (`    > [!TIP]` under a step) is said by its kind, as one at the top is. Each case is
titled with the article it comes from, and each loses nothing by the symbol account."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole


def test_officedev_convert_csv_a_step_and_its_docfx_picture(tmp_path: Path) -> None:
    # OfficeDev/office-scripts-docs.ja-JP docs/resources/samples/convert-csv.md (s14 dev [17]): the picture under
    # step 4 was said 'type="content" source=" ドットドットスラッシュ images … コロンコロンコロン'
    body = (
        '1. 手順名を "Get Excel" に変更します。\n\n'
        '     :::image type="content" source="../../images/convert-csv-flow-1.png" '
        'alt-text="完了したOneDrive for BusinessコネクタPower Automate、名前を [Get Excel] に変更しました。":::\n'
        "1. フォルダー内のすべてのファイルを取得します。\n"
    )
    assert said_whole(tmp_path, body, lang="ja") == [
        '1、手順名を "Get Excel" に変更します。',
        "（図：完了した OneDrive for Business コネクタ Power Automate、名前を [Get Excel] に変更しました）",
        "2、フォルダー内のすべてのファイルを取得します。",
    ]


def test_sql_docs_migration_guide_pictures_and_an_include_in_chinese(tmp_path: Path) -> None:
    # MicrosoftDocs/sql-docs.zh-cn docs/sql/migration-guides/oracle-to-sql-server.md (the zh-CN translation): the
    # 'applies to' include under the title, and DocFX pictures under two steps
    body = (
        "[!INCLUDE[sqlserver](../../../includes/applies-to-version/sqlserver.md)]\n\n"
        "若要使用 MAP 工具包执行清单扫描，请执行以下步骤：\n\n"
        "1. 选择“创建清单数据库”，然后选择“确定” 。\n\n"
        '   :::image type="content" source="media/oracle-to-sql-server/create-inventory-database.png" '
        'alt-text="创建库存数据库":::\n\n'
        "1. 选择“收集清单数据”，打开清单和评估向导 。\n"
    )
    assert said_whole(tmp_path, body, lang="zh-Hans") == [
        "若要使用 MAP 工具包执行清单扫描，请执行以下步骤：",
        "1、选择“创建清单数据库”，然后选择“确定”。",
        "（图：创建库存数据库）",
        "2、选择“收集清单数据”，打开清单和评估向导。",
    ]


def test_powerbi_docs_a_docfx_picture_between_paragraphs_in_english(tmp_path: Path) -> None:
    # MicrosoftDocs/powerbi-docs powerbi-docs/connect-data/service-tutorial-connect-to-github.md: the report's
    # screenshot between two paragraphs, its alt a description (said wherever it stands)
    body = (
        "You can connect to your own private or public GitHub repos too.\n\n"
        ':::image type="content" source="media/service-tutorial-connect-to-github/power-bi-github-app-tutorial-punch-'
        'card.png" alt-text="Screenshot of a sample GitHub report in Power BI.":::\n\n'
        "In this tutorial, you complete the following steps."
    )
    assert said_whole(tmp_path, body, lang="en") == [
        "You can connect to your own private or public GitHub repos too.",
        "(Image: Screenshot of a sample GitHub report in Power BI.)",
        "In this tutorial, you complete the following steps.",
    ]


def test_officedev_code_editor_environment_an_include_is_left_out(tmp_path: Path) -> None:
    # OfficeDev/office-scripts-docs.ja-JP docs/overview/code-editor-environment.md (s14 dev [6]): said
    # '[ ノット INCLUDE Recommended coding resources]'
    body = (
        "TypeScript の複雑さを学習することなくスクリプトを編集できます。\n\n"
        "[!INCLUDE [Recommended coding resources](../includes/coding-basics-references.md)]\n\n"
        "## Office スクリプト JavaScript API"
    )
    assert said_whole(tmp_path, body, lang="ja") == [
        "TypeScript の複雑さを学習することなくスクリプトを編集できます。",
        "Office スクリプト JavaScript API",
    ]


def test_a_complex_picture_says_its_alt_not_its_long_description(tmp_path: Path) -> None:
    # the `type="complex"` shape Microsoft's contributor guide documents (the long description sits behind a
    # toggle), in an English step written for the test
    body = (
        "1. Open the diagram.\n\n"
        '   :::image type="complex" source="media/flow.png" alt-text="Diagram of the data flow.":::\n'
        "   The data goes from the gateway to the service, then to the report.\n"
        "   :::image-end:::\n\n"
        "1. Close it.\n"
    )
    assert said_whole(tmp_path, body, lang="en") == [
        "1. Open the diagram.",
        "(Image: Diagram of the data flow.)",
        "2. Close it.",
    ]


def test_officedev_task_reminders_an_alert_under_a_step(tmp_path: Path) -> None:
    # OfficeDev/office-scripts-docs.ja-JP docs/resources/scenarios/task-reminders.md (s14 dev [21]): the tip under
    # step 7 was said '[ ノット TIP]'; sql-docs' top-level '> [!Important]' says its kind the same way
    body = (
        "1. 次に、フローを作成する必要があります。\n\n"
        "    > [!TIP]\n    > フローを作成したことがない場合は、チュートリアルを参照してください。\n\n"
        "1. 新しい **インスタント フロー** を作成します。\n"
    )
    assert (
        said_whole(tmp_path, body, lang="ja")[1]
        == "ヒント：フローを作成したことがない場合は、チュートリアルを参照してください。"
    )
    body = "> [!Important]\n> 适用于 Oracle 的 SQL Server 迁移助手并不支持迁移所有 Oracle 功能。"
    assert said_whole(tmp_path, body, lang="zh-Hans")[0].startswith("重要：")


def test_a_task_box_in_a_quoted_list_is_no_alert(tmp_path: Path) -> None:
    # the guard: Obsidian's `[!]` task mark in a list inside a quote stays a task box, never an alert's kind
    body = "> - [!] 重要なタスク\n> - [ ] 次のタスク"
    said = said_whole(tmp_path, body, lang="ja")
    assert said == ["重要なタスク", "次のタスク"]


def test_caf_raci_alignment_a_next_step_button_says_its_link_only(tmp_path: Path) -> None:
    # MicrosoftDocs/cloud-adoption-framework.zh-tw docs/organize/raci-alignment.md lines 101-104 (s14 held-out [30]):
    # the div marker styles the quote as a button; it was said '[!div class="nextstepaction"] 下載 RACI 範本'
    body = (
        "若要追蹤一段時間的組織結構決策，請下載並修改 RACI 範本。\n\n"
        '> [!div class="nextstepaction"]\n'
        "> [下載 RACI 範本](https://raw.githubusercontent.com/microsoft/CloudAdoptionFramework/master/raci.xlsx)\n"
    )
    assert said_whole(tmp_path, body, lang="zh-Hant") == [
        "若要追蹤一段時間的組織結構決策，請下載並修改 RACI 範本。",
        "下載 RACI 範本",
    ]


def test_a_checklist_div_keeps_its_items_in_english(tmp_path: Path) -> None:
    # built from the rule: Microsoft Learn tutorials open with '> [!div class="checklist"]' over the list of what the
    # reader will do (the powerbi-docs shape s14 saw once); the marker goes, the items are said
    body = 'In this tutorial, you learn how to:\n\n> [!div class="checklist"]\n> * Connect to GitHub\n> * Explore the data\n'
    assert said_whole(tmp_path, body, lang="en") == [
        "In this tutorial, you learn how to:",
        "Connect to GitHub",
        "Explore the data",
    ]
