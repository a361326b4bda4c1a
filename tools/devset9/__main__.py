from tools.devset9.generate import main

main()
