print("level-select")
