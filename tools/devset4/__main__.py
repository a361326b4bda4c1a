"""``python -m tools.devset4``: rewrite tests/mail/devset4/."""

from tools.devset4.generate import main

if __name__ == "__main__":
    written = main()
    print(f"{len(written)} mails written")
