/// A photo in a conversation.
public struct Photo: Hashable, Sendable {
    public var imageName: String
    public var comment: String
    public var rating: Int

    public init(imageName: String, comment: String, rating: Int) {
        self.imageName = imageName
        self.comment = comment
        self.rating = rating
    }
}

/// A conversation: a name and the photos shared in it.
public struct Conversation: Hashable, Sendable {
    public var name: String
    public var photos: [Photo]

    public init(name: String, photos: [Photo]) {
        self.name = name
        self.photos = photos
    }
}

/// The signed-in user.
public struct User: Hashable, Sendable {
    public var name: String
    public var conversations: [Conversation]
    public var lastPhoto: Photo?

    public init(name: String, conversations: [Conversation], lastPhoto: Photo?) {
        self.name = name
        self.conversations = conversations
        self.lastPhoto = lastPhoto
    }

    /// The data the app ships with, after Apple's AdaptivePhotos sample.
    public static let sample = User(
        name: "Your Name",
        conversations: [
            Conversation(
                name: "Hiking",
                photos: [
                    Photo(imageName: "Mountain", comment: "At the top", rating: 5),
                    Photo(imageName: "Trail", comment: "Halfway", rating: 3),
                    Photo(imageName: "Lake", comment: "Lunch stop", rating: 4),
                ]),
            Conversation(name: "Dinner", photos: [Photo(imageName: "Pasta", comment: "Homemade", rating: 4)]),
            Conversation(
                name: "Beach day",
                photos: [
                    Photo(imageName: "Waves", comment: "Cold water", rating: 2),
                    Photo(imageName: "Sunset", comment: "Worth the wait", rating: 5),
                ]),
        ],
        lastPhoto: Photo(imageName: "Sunset", comment: "Worth the wait", rating: 5))
}
