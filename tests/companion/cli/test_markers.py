"""`companion markers --game G -o sheet.pdf`."""

import pypdfium2

from tests.companion.cli.run import companion


def test_the_sheet_is_written_and_says_how_to_print_it(tmp_path):
    out = tmp_path / "sheet.pdf"
    result = companion("markers", "--game", "mine-deeper", "-o", str(out))
    assert result.code == 0, result.err
    assert "46 markers" in result.out and "100 %" in result.out
    assert len(pypdfium2.PdfDocument(str(out))) == 6  # 5 sticker pages and the board


def test_an_unknown_game_or_folder_is_one_line(tmp_path):
    result = companion("markers", "--game", "chess", "-o", str(tmp_path / "x.pdf"))
    assert result.code == 2 and result.err.startswith("companion: unknown game 'chess'")
    result = companion("markers", "--game", "dig", "-o", str(tmp_path / "no" / "x.pdf"))
    assert result.code == 2 and "does not exist" in result.err and "Traceback" not in result.err
