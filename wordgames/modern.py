"""The modern words: the 529 common words the player's English dictionary adds to the course's 2015 list.

words_alpha (the course's list, which stays the seeds' list for their experiments) is of 2015's
Web: latte, ramen, emoji, inbox, blog and website are not in it. The build adds the words of
SCOWL's lists up to size 70 that it lacks and that wordfreq sees at least as often as the pools'
floor (Zipf 2.5; ``wordgames_build.dictionary.modern_words``), and checks they are these. The
list is kept here because the daily's order must know them (``wordle.daily``: they join it on
2027-01-28, so that no daily due by then changes); the command line's ``--course-list`` reads
the course's words alone from their own asset.
"""

from __future__ import annotations

MODERN_WORDS = frozenset(
    """
affordability airbase airshow airstrike airstrikes anglophone apoptosis apps aromatherapy arsed aspirational
automakers automating babysitters backroom backstory barbie barista berks betcha biodiversity bitcoin bitcoins
blindside blindsided bling blog blogged blogger bloggers blogging blogs bookmarked borrowings botnet breadcrumbs
breastfed breastfeed brokered brownfield bubblegum buttercream caffeinated calamari camcorder canola carbs
cardio caregiver caregivers caregiving carpark cartoonish cashback ceasefire cellphone cellphones cellulite
chainsaw chardonnay chatroom chemo childcare chlamydia choc classifieds clunky codename codenamed collider
competences complicit conman contrarian cosplay coursework crackhead creationists creatives cred crenshaw
criminalization criminalize criminalized crowdfunding cumming cums curated curating cyberpunk cyberspace
cytokines dahl daycare decaf deconstruct deconstructed deconstructing deconstruction desktops detentions detox
dickhead dickheads disrespected disrespecting dissing dominatrix dongle dork dorks dorky dotcom downsides
drivetrain duh dumbo dumpster dumpsters earbuds eek effing electronica emailing emails emo emoji emojis
emoticons endorphins entitlements ert eukaryotes eukaryotic euthanized exceptionalism exchangers exclusives
exoplanet exoplanets expat expats extraordinaire eyeshadow facepalm facilitators fairytale fairytales fanboy
fanboys fashionista fave faves fibroblasts filmmakers firewalls floodwaters foodie foodies footballers
footballing fracking fraudsters freelancers freeware freshers frontline fuckers fundraiser fundraisers futon
gamers gangsta gators gawd geeky genomics glitz goalscorer gobsmacked goldmine google googled googles googling
goosebumps gotcha gran gravitas greenfield groundbreaking grunge gulag gumball handheld handover hashtag
hashtags hazmat headbutt headteacher heatwave helpline highlighter hijab hiphop hiya hmm homeboy homepage
homeschool homeschooling homophobe homophobes hons horseracing hos hotties housemates hungover hypertext
hyperventilating ideologues illegals immunodeficiency inbox incidences indie infomercial infotainment
infrastructural innit insurances interleukin interoperability intifada jacuzzi jihadist jihadists jor kaboom
kayaking keyboardist kickboxing kickstart kinda knackered kobo landlines landmines laparoscopic laptops latte
lattes lemme letterbox lightyear lilo liposuction lookalike lunchbox macrophages majorly makeover malware
margaritas marginalization marginalized mashup masterclass matchup maxed meatloaf meetup meetups mega megapixel
meh meme memes mentored mentoring metadata mic mics midfielders midlife midsize milf milfs milkshakes mindset
mindsets minivan morphed morphing mosh motherboards motherfuckers motherfucking muggle mugshot mujahideen
multiculturalism multiplayer munchkin naan nachos nah nanotechnology naysayers neocon neocons neoliberal
neoliberalism newbie newbies newsflash nigga niggas ninjas nonprofits offsite onscreen onsite opioid outsource
outsourced outsourcing outta overthinking paintball parkour particulates payouts pec pecs pedophiles pesto phish
phishing physio piercings playlist playlists plugin plugins podcast podcasting podcasts policymakers poms poo
popup postdoc postmodern postmodernism powertrain prenup preterm primetime prioritization prioritizing
proactively promos punchline quarterfinals qwerty ramen ransomware ratepayers rehab remastered restrooms retweet
retweeted retweets ringtone roadkill rollercoaster roundabouts scalability scammed scammer scammers scamming
scoreline screensaver screenshot screenshots screenwriters screenwriting scumbag scumbags selfie selfies sens
sexting shareholding shariah shitload shoebox shortlist shortlisted showbiz showtime sicko signage signings ska
skincare sleaze sleepover slideshow smartphone smartphones smartwatch snarky snowboard snowboarder snowboarders
snowboarding som somethings sorta soulmate sourced sourcing spacey spammers spyware sriracha ssh stabbings
stakeholders standalone starburst steampunk stepdad stepmom stuntman subprime supermodel supermodels superstars
superstore surfactants sustainability sustainably sweatpants sweatshirts swimwear synth synths tagline takeaways
taser tasers taskforce techno techs telecoms telnet terracotta texted texting thebes timeline timelines timezone
toolbar touchscreen trademarked transgenic transitioning triathlon turbocharged twerk twerking ultralight
underfunded underperformed underutilized underwhelmed underwhelming uninstall unis unsubscribe upfront upmarket
uptick username usernames vape vaping veggie veggies viewership virtualization voicemail voicemails voiceover
wankers wanking wannabe wannabes waterboarding weaponized webcam webcams webcast webinar webinars weblog webpage
website websites whiteboard whitewater widescreen wiki wimp wimpy winemakers workflow workplaces worldview
worldviews zine
""".split()
)
