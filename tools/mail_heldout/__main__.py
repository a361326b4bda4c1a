from tools.mail_heldout.generate import main

main()
