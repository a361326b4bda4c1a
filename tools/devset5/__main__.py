from tools.devset5.generate import main

main()
