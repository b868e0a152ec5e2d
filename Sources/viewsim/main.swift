import StateMachines
print("viewsim: commands arrive with the ViewTree and CLI issues")
