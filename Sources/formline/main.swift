print("formline")
